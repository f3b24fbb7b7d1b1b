import { defineCatalogue } from '@nirmaan/widgets';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the knowledge hub says: its lead, headings, groups and the built topics' names and summaries. */
export type KnowledgeHubMessages = Messages;

/** English with the hub's chunk; Kannada, Tamil and Hindi each in a chunk of their own (docs/i18n.md). */
export const knowledgeHubCatalogue = defineCatalogue<KnowledgeHubMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
