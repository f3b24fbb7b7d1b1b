import type { PincodeCheckState } from '@nirmaan/core';
import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the pincode check says (the header's and <nirmaan-pincode-check>), typed from messages/en.json (docs/i18n.md). */
export type PincodeMessages = Messages;

/** English travels with the widget; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const pincodeCatalogue = defineCatalogue<PincodeMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});

/**
 * The line under the box in the language shown, from the check's state rather than the server's
 * English sentence: the refusal of the input, the failure, or whether Nirmaan delivers there (the
 * area and city as the pincode table names them).
 */
export function pincodeMessage(state: PincodeCheckState, messages: PincodeMessages): string | null {
  if (state.status === 'invalid') return messages.invalid();
  if (state.status === 'failed') return messages.checkFailed();
  if (state.status !== 'checked' || !state.result) return null;
  const { serviceable, pincode, city, area } = state.result;
  if (!serviceable || !city) return messages.notServed({ pincode });
  return messages.available({ place: area ? `${area}, ${city}` : city });
}
