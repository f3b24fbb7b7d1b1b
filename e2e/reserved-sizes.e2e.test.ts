import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ELEMENT_METADATA } from '../packages/elements/src/registry.ts';
import { RESERVE_CAP, RESERVE_WIDTHS, type ReserveWidth } from '../packages/elements/src/registryTypes.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';

const app = useAppUnderTest();

/**
 * How far a reserve may be from the widget's real height (CSS px): fonts and data round a little
 * differently; a few pixels at the bottom of a widget move the page by less than CLS notices.
 */
const TOLERANCE = 8;

/** The elements that keep space in the page (not the floating ones), with their live example's attributes. */
const IN_FLOW = Object.entries(ELEMENT_METADATA).filter(([, entry]) => !('floating' in entry && entry.floating));

/** Every element in the flow, one under the other, as the reference page shows them: signed out, demo data. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reserved sizes</title>
<script type="module" src="/embed/embed.js"></script></head><body style="margin:0">
${IN_FLOW.map(([tag, entry]) => `<${tag} ${'example' in entry ? entry.example : ''}></${tag}>`).join('\n')}
</body></html>`;

/** A spinner (the ui kit's Spinner: a status whose first child is the empty, hidden circle); the locator pierces shadow roots. */
const SPINNER = '[role=status] > span[aria-hidden=true]:first-child:empty';

/**
 * The element's height once its data has rendered: no spinner left in it, and the same height in two
 * readings 300 ms apart (on a busy machine answers render some time after the network is idle), at most 20 s.
 */
async function settledHeight(element: Locator): Promise<number> {
  await element.locator(SPINNER).first().waitFor({ state: 'detached', timeout: 20_000 });
  const height = () => element.evaluate((node) => Math.round(node.getBoundingClientRect().height));
  let last = await height();
  for (let reading = 0; reading < 33; reading++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await height();
    if (now === last) return now;
    last = now;
  }
  return last;
}

describe("the space each element keeps while its code loads is the widget's real height", () => {
  it.each(RESERVE_WIDTHS)('at %i px', { timeout: 120_000 }, async (width: ReserveWidth) => {
    const page = await app.newPage({ width, height: 900 });
    await page.route(`${app.server.url}/reserved-sizes.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto(`${app.server.url}/reserved-sizes.html`);
    const heights: Record<string, number> = {};
    for (const [tag] of IN_FLOW) {
      const element = page.locator(tag);
      await element.scrollIntoViewIfNeeded();
      await element.evaluate((node) => (node as HTMLElement & { ready: Promise<void> }).ready);
      await page.waitForLoadState('networkidle');
      heights[tag] = await settledHeight(element);
    }
    await page.close();
    // A widget taller than the cap keeps the cap (registryTypes.ts).
    const wrong = IN_FLOW.filter(([tag, entry]) => !(Math.abs(entry.reserve[width] - Math.min(heights[tag] ?? 0, RESERVE_CAP)) <= TOLERANCE)).map(
      ([tag, entry]) => `${tag}: reserves ${entry.reserve[width]}, is ${heights[tag]}`,
    );
    expect(wrong, `heights at ${width} px: ${JSON.stringify(heights)}`).toEqual([]);
  });
});
