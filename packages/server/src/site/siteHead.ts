import { type Locale } from '@nirmaan/core/pure';
import type { PageHead } from '../http/pageHead.ts';
import en from './messages/compiled/en.js';
import hi from './messages/compiled/hi.js';
import kn from './messages/compiled/kn.js';
import ta from './messages/compiled/ta.js';
import type { Messages } from './messages/compiled/messages.js';

/*
 * The title and description the server writes into a page the app draws in the browser (issue 32),
 * in the page's language, so that a crawler or a link preview that runs no script reads one
 * description in that language (host-app/index.html carries none of its own). The texts are the
 * host app's (host-app/src/pageMeta: home and products), copied here because the server does not
 * import the app: siteHead.test.ts checks the two catalogues say the same.
 */

const CATALOGUES: Readonly<Record<Locale, Messages>> = { en, kn, ta, hi };

/** The head of a page path the app draws: the product list's for /products, the site's for every other. */
export function siteHead(path: string, locale: Locale): PageHead {
  const messages = CATALOGUES[locale];
  const pathname = path.split('?')[0]!.replace(/\/+$/, '');
  return pathname === '/products'
    ? { title: messages['products.title'](), description: messages['products.description']() }
    : { title: messages['home.title'](), description: messages['home.description']() };
}
