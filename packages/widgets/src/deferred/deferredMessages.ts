import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What a part loaded on demand says when its code could not arrive, typed from messages/en.json (docs/i18n.md). */
export type DeferredMessages = Messages;

/**
 * Its own catalogue, used by every boundary as it first renders: the language's chunk is fetched
 * then, while the connection works, so a failure later is said in the widget's language.
 */
export const deferredCatalogue = defineCatalogue<DeferredMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
