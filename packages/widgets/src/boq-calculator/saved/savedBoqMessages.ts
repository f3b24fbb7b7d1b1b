import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the saved BOQs list (My Account's Profile tab) says, typed from messages/en.json (docs/i18n.md). */
export type SavedBoqMessages = Messages;

/** A catalogue of its own, apart from the calculator's: `<nirmaan-boq-calculator>`'s first load does not carry the account's list. */
export const savedBoqCatalogue = defineCatalogue<SavedBoqMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
