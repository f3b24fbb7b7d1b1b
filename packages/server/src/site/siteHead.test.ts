import { LOCALES } from '@nirmaan/core/pure';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteHead } from './siteHead.ts';

/** The host app's page titles and descriptions (host-app/src/pageMeta), which the server's copy follows. */
const hostAppPageMeta = (locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../../host-app/src/pageMeta/messages', `${locale}.json`), 'utf8')) as Record<string, string>;

describe("the head the server writes into the app's pages", () => {
  it.each(LOCALES)('says in %s what the app says for the home page and the product list', (locale) => {
    const app = hostAppPageMeta(locale);
    const server = JSON.parse(readFileSync(join(import.meta.dirname, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(server)) expect(text, key).toBe(app[key]);
  });

  it("gives /products the product list's head and every other page the site's", () => {
    expect(siteHead('/products?search=cement', 'ta').title).toBe('பொருட்கள் — Nirmaan');
    expect(siteHead('/products/', 'en').description).toMatch(/^Cement, steel, sand, bricks and more/);
    expect(siteHead('/cart', 'kn').title).toBe('Nirmaan — ಕಟ್ಟಡ ಸಾಮಗ್ರಿಗಳ ಮಾರುಕಟ್ಟೆ');
  });
});
