export * from './labour-calculator/index.ts';
export * from './account/index.ts';
export * from './site-shell/index.ts';
export * from './catalogue/index.ts';
export * from './home/index.ts';
