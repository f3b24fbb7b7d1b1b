import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './product-page/messages/compiled/en.js';
import type { Messages } from './product-page/messages/compiled/messages.js';

/** What a product's own page and a product card loading by id say (apart from the list's catalogue, so the list does not carry them), typed from messages/en.json (docs/i18n.md). */
export type ProductPageMessages = Messages;

/** English travels with the widget; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const productPageCatalogue = defineCatalogue<ProductPageMessages>(english, {
  kn: () => import('./product-page/messages/compiled/kn.js'),
  ta: () => import('./product-page/messages/compiled/ta.js'),
  hi: () => import('./product-page/messages/compiled/hi.js'),
});
