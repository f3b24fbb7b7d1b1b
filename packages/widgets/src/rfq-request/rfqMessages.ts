import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the request for quotation's dialog says, typed from messages/en.json (docs/i18n.md). */
export type RfqMessages = Messages;

/** English travels with the dialog's chunk; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const rfqCatalogue = defineCatalogue<RfqMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
