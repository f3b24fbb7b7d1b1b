import type { Locale } from '@nirmaan/core/locale';
import { defineCatalogue, loadCatalogue } from '../locale-shared/catalogue.ts';
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

/**
 * Fetches the shell's messages in `locale` (nothing for English, which travels with the shell), so
 * the site can paint its header and footer in the visitor's language at once: drawn in English first,
 * they moved the page when the language arrived (a Tamil demo marker takes more lines at 320 px).
 * Resolves either way; a failed fetch leaves the shell in English.
 */
export async function loadShellMessages(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  await loadCatalogue(shellCatalogue, locale).catch(() => undefined);
}
