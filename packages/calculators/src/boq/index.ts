export * from './catalogue.ts';
export * from './boqCalculator.ts';
export * from './boqRequest.ts';
