import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { useOpenedOnce } from '../deferred/useOpenedOnce.ts';
import type { MaterialCalculatorDialogProps } from './MaterialCalculatorDialog.tsx';

const MaterialCalculatorDialogCode = deferredComponent(async () => (await import('./MaterialCalculatorDialog.tsx')).MaterialCalculatorDialog);

/** Starts fetching the calculator modal's code, e.g. on pointerenter or focus of the button that opens it. */
export const preloadMaterialCalculatorDialog = MaterialCalculatorDialogCode.preload;

/**
 * The Material Calculator modal (MaterialCalculatorDialog), its code (the calculator, its tabs and the
 * shopping list) fetched when it first opens. From then on it stays mounted, so what was typed
 * survives closing it.
 */
export function DeferredMaterialCalculatorDialog(props: MaterialCalculatorDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <DeferredBoundary loadingLabel="Opening the Material Calculator...">
      <MaterialCalculatorDialogCode {...props} />
    </DeferredBoundary>
  );
}
