export * from './labour-calculator/index.ts';
export * from './account/index.ts';
export * from './site-shell/index.ts';
