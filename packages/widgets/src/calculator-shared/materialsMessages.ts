import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What "Buy these materials" under the calculators says (its review of offers too), typed from messages/en.json. */
export type MaterialsMessages = Messages;

/**
 * English travels with "Buy these materials", which is fetched after a calculator's first view, so no
 * calculator's first load carries it; Kannada, Tamil and Hindi each in a chunk of their own.
 */
export const materialsCatalogue = defineCatalogue<MaterialsMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
