import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/**
 * What sign-up and the forgotten password say, typed from messages/en.json (docs/i18n.md). A
 * catalogue apart from the sign-in's, so <nirmaan-sign-in> does not carry these texts.
 */
export type SignUpMessages = Messages;

/** English travels with the widget; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const signUpCatalogue = defineCatalogue<SignUpMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
