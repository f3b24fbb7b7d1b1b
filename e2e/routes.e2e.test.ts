import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../host-app/src/routePaths.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { axeViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { signInAsDemoBuyer } from './support/journeys.ts';

/**
 * Every route of the host app (host-app/src/routePaths.ts, the router's own table), at desktop and
 * 375 px widths side by side: no WCAG 2.1 A/AA violation (axe-core) once the page's chunk and data
 * have arrived — as an anonymous visitor, and the buyer's pages also as the signed-in demo buyer.
 * Parameters are real: the catalogue's first product and the first blog post.
 */

const app = useAppUnderTest();
const viewports = Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>;
const BUYER_ROUTES = ['cart', 'checkout', 'orders', 'order', 'profile', 'profileAddresses', 'locationSetup'] as const;
const routes = Object.entries(ROUTE_PATHS);

let params: Record<string, string> = {};
const visitors: Record<'anonymous' | 'buyer', Partial<Record<keyof typeof VIEWPORTS, Page>>> = { anonymous: {}, buyer: {} };

beforeAll(async () => {
  const [product] = (await (await fetch(`${app.server.url}/api/v1/products/?limit=1`)).json()) as Array<{ id: number }>;
  const [post] = (await (await fetch(`${app.server.url}/api/v1/blog/?limit=1`)).json()) as Array<{ slug: string }>;
  if (!product || !post) throw new Error('the demo data has no product or no blog post');
  params = { productId: String(product.id), slug: post.slug, orderId: '1' };
  for (const viewport of viewports) {
    visitors.anonymous[viewport] = await app.newPage(VIEWPORTS[viewport]);
    const buyer = await app.newPage(VIEWPORTS[viewport]);
    await signInAsDemoBuyer(buyer, app.server.url);
    visitors.buyer[viewport] = buyer;
  }
});

afterAll(async () => {
  for (const pages of Object.values(visitors)) for (const page of Object.values(pages)) await page?.context().close();
});

const pathOf = (pattern: string) => pattern.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? name);

/** How far the page scrolls sideways: a phone page that does is cut off on the right (issue 27). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The violations on `path` for one visitor at one width, each line prefixed with the width: axe's, and sideways scrolling. */
async function violations(visitor: keyof typeof visitors, viewport: keyof typeof VIEWPORTS, path: string): Promise<string[]> {
  const page = visitors[visitor][viewport] as Page;
  await page.goto(`${app.server.url}${path}`, { waitUntil: 'networkidle' });
  await page.locator('main#main[aria-busy="false"]').waitFor();
  const overflow = await sidewaysScroll(page);
  return [...(await axeViolations(page)), ...(overflow > 0 ? [`the page scrolls sideways by ${overflow} px`] : [])].map(
    (violation) => `${viewport}: ${violation}`,
  );
}

describe(`every route at ${viewports.join(' and ')} widths`, () => {
  it('walks the whole route table', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map(([, pattern]) => pathOf(pattern)).filter((path) => path.includes(':'))).toEqual([]);
  });

  it.each(routes)('%s (%s), anonymous: no WCAG 2.1 A/AA violations, no sideways scrolling', async (_name, pattern) => {
    const found = await Promise.all(viewports.map((viewport) => violations('anonymous', viewport, pathOf(pattern))));
    expect(found.flat()).toEqual([]);
  });

  it.each(BUYER_ROUTES.map((name) => [name, ROUTE_PATHS[name]]))(
    '%s (%s), signed-in buyer: no WCAG 2.1 A/AA violations, no sideways scrolling',
    async (_name, pattern) => {
      const found = await Promise.all(viewports.map((viewport) => violations('buyer', viewport, pathOf(pattern))));
      expect(found.flat()).toEqual([]);
    },
  );
});
