export * from './labour/index.ts';
export { ceilClean, roundTo2 } from './shared/numbers.ts';
