import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';

const app = useAppUnderTest();

/** The partner pages of examples/ that embed widgets in their content (elements.html is the reference, spa.html adds them on click). */
const EXAMPLE_PAGES = ['dealer-site.html', 'blog-post.html', 'contractor-portal.html', 'theming.html'];

/** Records every layout shift the page makes that no input caused, with what moved (Chromium's Layout Instability API). */
function recordLayoutShifts(): void {
  const shifts: Array<{ value: number; sources: string[] }> = [];
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(({ node }) => {
        const element = node instanceof Element ? node : node?.parentElement;
        return element ? `${element.localName}${element.id ? `#${element.id}` : ''}` : '?';
      });
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Scrolls the page down a screen at a time, waiting at each stop for every widget in view to have rendered. */
async function scrollThroughWidgets(page: Page): Promise<void> {
  for (;;) {
    await page.evaluate(async () => {
      const inView = [...document.querySelectorAll('*')].filter((element) => {
        if (!element.localName.startsWith('nirmaan-')) return false;
        const box = element.getBoundingClientRect();
        return box.bottom > -300 && box.top < innerHeight + 300;
      });
      await Promise.all(inView.map((element) => (element as HTMLElement & { ready?: Promise<void> }).ready));
    });
    // The widgets settle (data arrives, images decode) before the next screen.
    await page.waitForLoadState('networkidle');
    const atBottom = await page.evaluate(() => {
      const before = scrollY;
      scrollBy(0, innerHeight * 0.8);
      return scrollY === before;
    });
    if (atBottom) return;
  }
}

describe('layout shift on the example partner pages (CLS, Layout Instability API)', () => {
  for (const [width, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['375 px', VIEWPORTS.mobile],
  ] as const) {
    it.each(EXAMPLE_PAGES)(`%s at ${width}: the widgets loading move nothing (CLS <= 0.01)`, { timeout: 120_000 }, async (name) => {
      const context = await app.browser.newContext({ viewport });
      await context.addInitScript(recordLayoutShifts);
      const page = await context.newPage();
      await page.goto(`${app.server.url}/examples/${name}`);
      await scrollThroughWidgets(page);
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> }).layoutShifts);
      // The sum of every shift bounds CLS (its worst window of shifts) from above.
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01);
      await context.close();
    });
  }
});
