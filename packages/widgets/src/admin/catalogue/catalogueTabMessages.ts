import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/**
 * What the admin's Catalogue tab says (products, the category tree, search words and their dialogs),
 * typed from messages/en.json (docs/i18n.md). Apart from the dashboard's catalogue: the tab is a
 * chunk of its own, so its English comes with it, not in the dashboard's first load.
 */
export type CatalogueTabMessages = Messages;

/** English travels with the tab; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const catalogueTabCatalogue = defineCatalogue<CatalogueTabMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
