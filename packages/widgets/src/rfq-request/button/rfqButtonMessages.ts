import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** The request button's own texts, apart from the dialog's catalogue: the button is in its page's first load, the dialog is not. */
export type RfqButtonMessages = Messages;

/** English travels with the button; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const rfqButtonCatalogue = defineCatalogue<RfqButtonMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
