import type { SiteFigures } from '@nirmaan/core/pure';
import type { Page } from 'playwright-core';
import { inventedText, uncountedFigures } from './inventedText.ts';

/** The promises the home page shows beside its counted figures (widgets' homeContent.ts). */
const PROMISES = ['2 hrs Quote response', 'Cash on delivery'];

/**
 * What the page shows that nobody configured or counted: placeholders and rounded-up counts in its
 * text, and in its lists of figures (the home page's "Nirmaan in numbers", the footer's "Why
 * builders trust us") anything but the database's counts (`figures`, GET /site's) and the promises.
 */
export async function inventedOn(page: Page, figures: SiteFigures | null): Promise<string[]> {
  const found = inventedText(await page.locator('body').innerText());
  for (const list of await page.locator('[aria-label="Nirmaan in numbers"] li, [aria-label="Why builders trust us"] li').all()) {
    const text = (await list.innerText()).replace(/\s+/g, ' ').trim();
    const value = (await list.locator('strong').first().innerText()).trim();
    found.push(...uncountedFigures([{ value, label: text.slice(value.length).trim() }], figures, PROMISES));
  }
  return found;
}
