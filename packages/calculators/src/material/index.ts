export * from './catalogue.ts';
export * from './materialCalculator.ts';
