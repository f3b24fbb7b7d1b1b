import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './comparison/messages/compiled/en.js';
import type { Messages } from './comparison/messages/compiled/messages.js';

/**
 * What one request's comparison says (the offers, the choice, cancelling, the confirm step), typed
 * from comparison/messages/en.json. A catalogue of its own: the comparison is a deferred chunk, so
 * the list's first load does not carry these texts (docs/i18n.md).
 */
export type ComparisonMessages = Messages;

/** English travels with the comparison's chunk; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const comparisonCatalogue = defineCatalogue<ComparisonMessages>(english, {
  kn: () => import('./comparison/messages/compiled/kn.js'),
  ta: () => import('./comparison/messages/compiled/ta.js'),
  hi: () => import('./comparison/messages/compiled/hi.js'),
});
