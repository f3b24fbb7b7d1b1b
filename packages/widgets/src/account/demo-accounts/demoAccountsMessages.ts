import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the demo accounts' box says, typed from messages/en.json (docs/i18n.md). */
export type DemoAccountsMessages = Messages;

/** A catalogue of its own: the box comes only on a demo server's sign-in pages, in a chunk of its own. */
export const demoAccountsCatalogue = defineCatalogue<DemoAccountsMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
