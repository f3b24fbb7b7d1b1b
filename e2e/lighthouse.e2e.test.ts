import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesUnderBar, formatLighthouse, LIGHTHOUSE_BAR, measureLighthouse, saveLighthouse, type PageResult } from '../bench/lighthouse.mjs';

/*
 * Lighthouse on the built app (mobile, simulated throttling), as bench/lighthouse.mjs runs it (each
 * page three times, judged on its median run): the
 * server as `npm start` runs it on a fresh data directory, then each page in Debian's Chromium.
 * The bar (issue 11): performance ≥ 90, accessibility 100, best practices ≥ 95, SEO ≥ 95.
 */

const PAGES = ['home', 'products', 'product', 'cart', 'labour calculator'] as const;
const RUN_TIMEOUT_MS = 10 * 60_000;

let results: PageResult[] = [];

beforeAll(async () => {
  results = await measureLighthouse();
  mkdirSync('e2e/artifacts', { recursive: true });
  saveLighthouse(results, 'e2e/artifacts/lighthouse.json');
}, RUN_TIMEOUT_MS);

describe('Lighthouse (mobile) on the built app', () => {
  it('audits the home page, the catalogue, a product, the cart and the labour calculator', () => {
    expect(results.map((result) => result.path)).toEqual(['/', '/products', expect.stringMatching(/^\/products\/\d+$/), '/cart', '/labour-force-calculator']);
    for (const result of results) expect(new URL(result.finalUrl).pathname, 'no redirect').toBe(result.path);
  });

  it.each(PAGES)(`%s: performance ≥ ${LIGHTHOUSE_BAR.performance * 100}, accessibility ${LIGHTHOUSE_BAR.accessibility * 100}, best practices ≥ ${LIGHTHOUSE_BAR['best-practices'] * 100}, SEO ≥ ${LIGHTHOUSE_BAR.seo * 100}`, (name) => {
    const result = results.find((candidate) => candidate.name === name);
    if (!result) throw new Error(`no Lighthouse result for ${name}`);
    expect(categoriesUnderBar(result.scores), `under the bar:\n${formatLighthouse([result])}`).toEqual([]);
  });
});
