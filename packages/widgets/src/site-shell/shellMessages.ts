import { defineCatalogue } from '../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the site's header, footer, menus and bars say, typed from messages/en.json (docs/i18n.md). */
export type ShellMessages = Messages;

/** A menu or footer link's text: the catalogue's `nav.*` keys. */
export type NavLabelKey = Extract<keyof ShellMessages, `nav.${string}`>;

/** English with the shell; Kannada, Tamil and Hindi each in a chunk of their own, loaded when chosen. */
export const shellCatalogue = defineCatalogue<ShellMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
