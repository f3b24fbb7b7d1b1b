import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the price alert dialog says, typed from messages/en.json (docs/i18n.md). */
export type PriceAlertMessages = Messages;

/**
 * A catalogue of its own, apart from the price board's: the dialog's code is fetched when it first
 * opens, so its texts (English too) stay out of the board's first load.
 */
export const priceAlertCatalogue = defineCatalogue<PriceAlertMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
