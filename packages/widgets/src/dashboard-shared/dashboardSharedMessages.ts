import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the dashboards' shared pieces say (confirmations, Retry, product photos), typed from messages/en.json (docs/i18n.md). */
export type DashboardSharedMessages = Messages;

/**
 * The seller's and the admin's dashboards both use these pieces, so they have a catalogue of their
 * own: either dashboard gets them translated. English travels with the code; the other languages
 * each in a chunk of their own, loaded when asked for.
 */
export const dashboardSharedCatalogue = defineCatalogue<DashboardSharedMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
