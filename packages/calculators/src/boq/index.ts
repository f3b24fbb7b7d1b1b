export * from './catalogue.ts';
export * from './boqCalculator.ts';
