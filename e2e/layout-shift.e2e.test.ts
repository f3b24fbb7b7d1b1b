import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { API_DELAY_MS, layoutShiftsOf, MAX_LAYOUT_SHIFT, recordLayoutShifts, totalShift } from './support/layoutShifts.ts';

const app = useAppUnderTest();

/** The partner pages of examples/ that embed widgets in their content (elements.html is the reference, spa.html adds them on click). */
const EXAMPLE_PAGES = ['dealer-site.html', 'blog-post.html', 'contractor-portal.html', 'theming.html'];

/**
 * Reads the page as a reader on a slow connection would, widget by widget: comes to it (its top
 * at the top of the screen, its code loads), and as soon as it has rendered, before its data, stops where its
 * bottom edge is in the middle of the screen (the page's text below it in view) until the
 * held-back data has arrived. Anything the data makes taller or shorter moves what the reader is
 * looking at. (The code arriving while the reader is already below a widget taller than its
 * reserve, which is capped, is not what this checks.)
 */
async function readPastEachWidget(page: Page): Promise<void> {
  const count = await page.evaluate(() => [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('nirmaan-')).length);
  for (let index = 0; index < count; index++) {
    await page.evaluate(async (index) => {
      const widget = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('nirmaan-'))[index] as HTMLElement & {
        ready?: Promise<void>;
      };
      scrollTo(0, scrollY + widget.getBoundingClientRect().top - innerHeight * 0.1);
      await widget.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      scrollTo(0, scrollY + widget.getBoundingClientRect().bottom - innerHeight / 2);
    }, index);
    // The held-back answers arrive and render, images decode, while the reader looks.
    await page.waitForTimeout(API_DELAY_MS);
    await page.waitForLoadState('networkidle');
  }
}

/**
 * A low-cost Android phone on a mobile network, as Lighthouse's mobile profile models one: the CPU
 * four times slower than this machine's, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
 */
const THROTTLED_PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8, uploadBytesPerSecond: (750 * 1024) / 8 };

/** The pages of the buyer's journey that draw data as it arrives (the routes test holds the API back on every route, without throttling). */
const BUYER_PAGES = ['/', '/products?search=cement', '/products/:productId', '/price-today', '/toolkit'];

describe('layout shift of the buyer’s pages on a throttled phone (CLS, Layout Instability API)', () => {
  it.each(BUYER_PAGES)('%s at 360 px, slow CPU and network, API answers late: moves by itself by at most 0.01', { timeout: 120_000 }, async (pattern) => {
    const [product] = (await (await fetch(`${app.server.url}/api/v1/products/?limit=1`)).json()) as Array<{ id: number }>;
    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await context.addInitScript(recordLayoutShifts);
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PHONE.cpuSlowdown });
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLED_PHONE.latencyMs,
      downloadThroughput: THROTTLED_PHONE.downloadBytesPerSecond,
      uploadThroughput: THROTTLED_PHONE.uploadBytesPerSecond,
    });
    await page.route(`${app.server.url}/api/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.fallback();
    });
    await page.goto(`${app.server.url}${pattern.replace(':productId', String(product!.id))}`, { waitUntil: 'networkidle', timeout: 90_000 });
    await page.locator('main#main[aria-busy="false"]').waitFor();
    await page.waitForTimeout(500);
    const shifts = await layoutShiftsOf(page);
    expect(totalShift(shifts), `shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    await context.close();
  });
});

describe('layout shift on the example partner pages (CLS, Layout Instability API)', () => {
  for (const [width, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['375 px', VIEWPORTS.mobile],
  ] as const) {
    it.each(EXAMPLE_PAGES)(
      `%s at ${width}: the widgets loading, and their data arriving late, move nothing (CLS <= 0.01)`,
      { timeout: 120_000 },
      async (name) => {
        const context = await app.browser.newContext({ viewport });
        await context.addInitScript(recordLayoutShifts);
        const page = await context.newPage();
        await page.route(`${app.server.url}/api/**`, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
          await route.fallback();
        });
        await page.goto(`${app.server.url}/examples/${name}`);
        await readPastEachWidget(page);
        const shifts = await layoutShiftsOf(page);
        expect(totalShift(shifts), `shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
        await context.close();
      },
    );
  }
});
