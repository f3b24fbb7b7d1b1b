export * from './labour-calculator/index.ts';
export * from './site-shell/index.ts';
