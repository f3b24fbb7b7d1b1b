import { deferredDialog } from '../deferred/deferredDialog.tsx';

/** The price alerts dialog, its code fetched when it first opens. */
export const DeferredPriceAlertsDialog = deferredDialog(async () => (await import('./PriceAlertsDialog.tsx')).PriceAlertsDialog);

export const preloadPriceAlertsDialog = DeferredPriceAlertsDialog.preload;
