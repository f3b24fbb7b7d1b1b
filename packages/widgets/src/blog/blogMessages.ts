import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the blog list and post pages say around the posts (the posts stay as written), typed from messages/en.json (docs/i18n.md). */
export type BlogMessages = Messages;

/** English travels with the widget; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const blogCatalogue = defineCatalogue<BlogMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
