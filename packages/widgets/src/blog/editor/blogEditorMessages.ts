import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/**
 * What the admin's post form says (labels, hints, buttons, its problems), typed from messages/en.json
 * (docs/i18n.md). Apart from the blog's own catalogue, so the blog's list and post pages do not carry it;
 * what the admin types (title, body) stays as written.
 */
export type BlogEditorMessages = Messages;

/** English travels with the form; Kannada, Tamil and Hindi each in a chunk of their own, loaded when asked for. */
export const blogEditorCatalogue = defineCatalogue<BlogEditorMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
