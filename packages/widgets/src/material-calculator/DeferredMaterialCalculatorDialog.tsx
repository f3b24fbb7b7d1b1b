import { deferredDialog } from '../deferred/deferredDialog.tsx';

/** The Material Calculator modal, its code (the calculator, its tabs and the shopping list) fetched when it first opens. */
export const DeferredMaterialCalculatorDialog = deferredDialog(async () => (await import('./MaterialCalculatorDialog.tsx')).MaterialCalculatorDialog);

export const preloadMaterialCalculatorDialog = DeferredMaterialCalculatorDialog.preload;
