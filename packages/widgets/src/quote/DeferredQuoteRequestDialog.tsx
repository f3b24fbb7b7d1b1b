import { deferredDialog } from '../deferred/deferredDialog.tsx';

/** The quote modal (QuoteRequestDialog), its code (the form, its rules and the quotes call) fetched when it first opens. */
export const DeferredQuoteRequestDialog = deferredDialog(async () => (await import('./QuoteRequestDialog.tsx')).QuoteRequestDialog);

export const preloadQuoteRequestDialog = DeferredQuoteRequestDialog.preload;
