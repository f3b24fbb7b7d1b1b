import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';

const app = useAppUnderTest();

async function openCalculator(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const page = await app.browser.newPage({ viewport });
  await page.goto(`${app.server.url}/labour-force-calculator`);
  await page.getByRole('heading', { level: 1, name: 'Labour Force Calculator' }).waitFor();
  return page;
}

const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

describe('/labour-force-calculator in the host app', () => {
  it('has a page title and the site header and footer', async () => {
    const page = await openCalculator();
    expect(await page.title()).toBe('Labour Force Calculator — Nirmaan');
    await expect.poll(() => page.getByRole('link', { name: 'Nirmaan', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('navigation', { name: 'Policies' }).isVisible()).toBe(true);
    await page.close();
  });

  it('calculates a plastering crew for a tier 1 city', async () => {
    const page = await openCalculator();
    await page.getByLabel('Work type').selectOption('plastering');
    await page.getByLabel('Location').selectOption('tier1');
    await page.getByLabel('Quantity (sqft)').fill('6000');
    await page.getByLabel('Duration (days)').fill('5');
    await page.getByRole('button', { name: 'Calculate' }).click();
    // 6000 / (300 x 5) = 4 skilled, 4 semi-skilled, 4 helpers; (3600 + 2800 + 2000) x 1.1 = 9,240 a day.
    await expect.poll(() => figure(page, 'Total crew').textContent()).toBe('12 people');
    expect(await figure(page, 'Daily labour cost').textContent()).toBe('₹9,240');
    expect(await figure(page, 'Total labour cost').textContent()).toBe('₹46,200');
    expect(await figure(page, 'Cost per sqft').textContent()).toBe('₹7.70');
    await page.close();
  });

  it("shows the spec's messages for bad input", async () => {
    const page = await openCalculator();
    await page.getByLabel('Quantity (sqft)').fill('0');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Please enter a valid quantity');
    expect(await alert.textContent()).toContain('Please enter a valid duration (days)');
    await page.getByLabel('Quantity (sqft)').fill('100');
    await page.getByLabel('Duration (days)').fill('2');
    await page.getByLabel(/Productivity per skilled worker per day/).fill('');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => alert.textContent()).toBe('Please enter a valid productivity per skilled worker per day');
    await page.close();
  });

  it('is usable by keyboard alone, from the skip link to the result', async () => {
    const page = await openCalculator();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // Work type
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id') && document.activeElement.tagName)).toBe('SELECT');
    await page.keyboard.press('Tab'); // Location
    await page.keyboard.press('Tab'); // Quantity
    await page.keyboard.type('2400');
    await page.keyboard.press('Tab'); // Duration
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    // 2400 / (120 x 2) = 10 skilled masons, focus moves to the result.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Estimated crew and cost');
    expect(await figure(page, 'Skilled workers').textContent()).toBe('10');
    await page.close();
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const page = await openCalculator(VIEWPORTS.mobile);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'e2e/artifacts/labour-mobile.png', fullPage: true });
    await page.close();
  });

  it.each(Object.entries(VIEWPORTS))('has no WCAG 2.1 A/AA violations (%s)', async (_name, viewport) => {
    const page = await openCalculator(viewport);
    await page.getByLabel('Quantity (sqft)').fill('1000');
    await page.getByLabel('Duration (days)').fill('3');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await figure(page, 'Total crew').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('the host app shell', () => {
  it('shows a 404 page for an unknown route', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found — Nirmaan');
    await page.close();
  });

  it('navigates client-side from the Tools menu to the calculator', async () => {
    const page = await app.browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(app.server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('link', { name: 'Labour Force Calculator' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Labour Force Calculator' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.close();
  });

  it('remembers the chosen city', async () => {
    const page = await app.browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(app.server.url);
    await page.getByLabel('City').selectOption('Coimbatore');
    await page.reload();
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Coimbatore');
    await page.close();
  });
});
