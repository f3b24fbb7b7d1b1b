export * from './catalogue.ts';
export * from './labourCalculator.ts';
