import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the seller dashboard says, typed from messages/en.json (docs/i18n.md). */
export type SellerDashboardMessages = Messages;

/** English travels with the dashboard; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const sellerDashboardCatalogue = defineCatalogue<SellerDashboardMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
