export * from './catalogue.ts';
export * from './houseCalculator.ts';
