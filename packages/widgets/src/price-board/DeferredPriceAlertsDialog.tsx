import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { useOpenedOnce } from '../deferred/useOpenedOnce.ts';
import type { PriceAlertsDialogProps } from './PriceAlertsDialog.tsx';

const PriceAlertsDialogCode = deferredComponent(async () => (await import('./PriceAlertsDialog.tsx')).PriceAlertsDialog);

export const preloadPriceAlertsDialog = PriceAlertsDialogCode.preload;

/** The price alerts dialog, its code fetched when it first opens. */
export function DeferredPriceAlertsDialog(props: PriceAlertsDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <DeferredBoundary loadingLabel="Opening...">
      <PriceAlertsDialogCode {...props} />
    </DeferredBoundary>
  );
}
