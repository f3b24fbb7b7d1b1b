import { defineCatalogue } from '@nirmaan/widgets';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the privacy policy, refund policy and terms of service say, typed from messages/en.json. */
export type PoliciesMessages = Messages;

/**
 * English with the policies' chunks; Kannada, Tamil and Hindi each in a chunk of their own
 * (docs/i18n.md). Apart from the info pages' catalogue, so About, Contact and FAQ do not carry it.
 */
export const policiesCatalogue = defineCatalogue<PoliciesMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
