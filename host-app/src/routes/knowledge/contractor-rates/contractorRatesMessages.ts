import { defineCatalogue } from '@nirmaan/widgets';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the building contractor rates guide says, typed from messages/en.json. */
export type ContractorRatesMessages = Messages;

/** English with the guide's chunk; Kannada, Tamil and Hindi each in a chunk of their own (docs/i18n.md). */
export const contractorRatesCatalogue = defineCatalogue<ContractorRatesMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
