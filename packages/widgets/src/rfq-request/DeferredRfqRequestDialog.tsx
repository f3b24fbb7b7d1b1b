import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { useOpenedOnce } from '../deferred/useOpenedOnce.ts';
import type { RfqRequestDialogProps } from './RfqRequestDialog.tsx';

const RfqRequestDialogCode = deferredComponent(async () => (await import('./RfqRequestDialog.tsx')).RfqRequestDialog);

/** Starts fetching the dialog's code, e.g. when the button opening it is pointed at or focused. */
export const preloadRfqRequestDialog = RfqRequestDialogCode.preload;

/**
 * The request for quotation's dialog, its code (the form, its rules, its catalogue) fetched when it
 * first opens, then kept mounted like the real one so everything typed survives closing it (as
 * deferredDialog does). `loadingLabel` is said while the code arrives, in the button's language.
 */
export function DeferredRfqRequestDialog({ loadingLabel, ...props }: RfqRequestDialogProps & { loadingLabel: string }) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <DeferredBoundary loadingLabel={loadingLabel}>
      <RfqRequestDialogCode {...props} />
    </DeferredBoundary>
  );
}
