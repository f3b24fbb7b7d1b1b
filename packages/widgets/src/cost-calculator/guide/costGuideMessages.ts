import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** The construction cost guide's text under the calculator (a catalogue apart from the calculator's, so <nirmaan-cost-calculator> does not carry it). */
export type CostGuideMessages = Messages;

/** English with the guide; Kannada, Tamil and Hindi each in a chunk of their own (docs/i18n.md). */
export const costGuideCatalogue = defineCatalogue<CostGuideMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
