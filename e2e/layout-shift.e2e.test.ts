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
