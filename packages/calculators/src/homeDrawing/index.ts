export * from './catalogue.ts';
export * from './homeDrawingGenerator.ts';
export * from './planCanvas.ts';
