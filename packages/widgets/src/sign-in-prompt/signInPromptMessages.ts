import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** The sign-in prompt's own words (Log in, Login, the form loading); its title and description come from the widget showing it. */
export type SignInPromptMessages = Messages;

/** English travels with the prompt; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const signInPromptCatalogue = defineCatalogue<SignInPromptMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
