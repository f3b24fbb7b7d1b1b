export * from './labour/index.ts';
export * from './material/index.ts';
export * from './house/index.ts';
export * from './boq/index.ts';
export * from './cost/index.ts';
export * from './homeDrawing/index.ts';
export { ceilClean, roundTo2 } from './shared/numbers.ts';
