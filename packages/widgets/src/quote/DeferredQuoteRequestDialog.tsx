import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { useOpenedOnce } from '../deferred/useOpenedOnce.ts';
import type { QuoteRequestDialogProps } from './QuoteRequestDialog.tsx';

const QuoteRequestDialogCode = deferredComponent(async () => (await import('./QuoteRequestDialog.tsx')).QuoteRequestDialog);

/** Starts fetching the quote modal's code, e.g. on pointerenter or focus of a button that opens it. */
export const preloadQuoteRequestDialog = QuoteRequestDialogCode.preload;

/**
 * The quote modal (QuoteRequestDialog), its code (the form, its rules and the quotes call) fetched
 * when it first opens. From then on it stays mounted like QuoteRequestDialog, so everything typed
 * survives closing it. Focus stays on the button that opened it while the code arrives.
 */
export function DeferredQuoteRequestDialog(props: QuoteRequestDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <DeferredBoundary loadingLabel="Opening the quote form...">
      <QuoteRequestDialogCode {...props} />
    </DeferredBoundary>
  );
}
