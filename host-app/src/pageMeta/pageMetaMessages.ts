import { defineCatalogue } from '@nirmaan/widgets';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** The pages' document titles and meta descriptions (and the few words a route page adds beside its widget), typed from messages/en.json. */
export type PageMetaMessages = Messages;

/**
 * English with the page's code; Kannada, Tamil and Hindi each in a chunk of their own. Every page
 * imports this module, so its catalogue is defined before the page is shown and the page store's
 * `loadDefinedCatalogues` brings the visitor's language first (docs/i18n.md).
 */
export const pageMetaCatalogue = defineCatalogue<PageMetaMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
