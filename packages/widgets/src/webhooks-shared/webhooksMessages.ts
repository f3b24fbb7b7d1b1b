import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the webhooks panel says, typed from messages/en.json (docs/i18n.md). */
export type WebhooksMessages = Messages;

/**
 * The seller dashboard's Webhooks tab and the admin's partner webhooks share the panel, so it has a
 * catalogue of its own. English travels with the panel's code; the other languages each in a chunk
 * of their own, loaded when asked for.
 */
export const webhooksCatalogue = defineCatalogue<WebhooksMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
