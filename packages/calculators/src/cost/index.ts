export * from './catalogue.ts';
export * from './costCalculator.ts';
