import { defineCatalogue } from '@nirmaan/widgets';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the About, Contact and FAQ pages say, typed from messages/en.json. */
export type InfoMessages = Messages;

/** English with the pages' chunks; Kannada, Tamil and Hindi each in a chunk of their own (docs/i18n.md). */
export const infoCatalogue = defineCatalogue<InfoMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
