import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the address dialog says (title, fields and hints, site details, buttons, its errors), typed from messages/en.json (docs/i18n.md). */
export type AddressDialogMessages = Messages;

/** English travels with the dialog; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const addressDialogCatalogue = defineCatalogue<AddressDialogMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
