import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './offers/messages/compiled/en.js';
import type { Messages } from './offers/messages/compiled/messages.js';

/** What a product's suppliers (`<nirmaan-product-offers>`, also on the product page) say, typed from messages/en.json (docs/i18n.md). */
export type OffersMessages = Messages;

/** English travels with the widget; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const offersCatalogue = defineCatalogue<OffersMessages>(english, {
  kn: () => import('./offers/messages/compiled/kn.js'),
  ta: () => import('./offers/messages/compiled/ta.js'),
  hi: () => import('./offers/messages/compiled/hi.js'),
});
