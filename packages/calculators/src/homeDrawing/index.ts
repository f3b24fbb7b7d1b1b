export * from './catalogue.ts';
export * from './floorPlanGenerator.ts';
export * from './planCanvas.ts';
