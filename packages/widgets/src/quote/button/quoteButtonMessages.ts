import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** The quote button's own text, apart from the dialog's catalogue: the button is in its page's first load, the dialog is not. */
export type QuoteButtonMessages = Messages;

/** English travels with the button; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const quoteButtonCatalogue = defineCatalogue<QuoteButtonMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
