import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the map picker says, typed from messages/en.json (docs/i18n.md). */
export type LocationPickerMessages = Messages;

/**
 * A catalogue of its own: the picker sits in the location setup page and in the address dialog
 * (checkout and My Account), which each have their own catalogue.
 */
export const locationPickerCatalogue = defineCatalogue<LocationPickerMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
