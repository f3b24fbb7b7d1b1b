import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';

const app = useAppUnderTest();

async function openDealerPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const page = await app.browser.newPage({ viewport });
  await page.goto(`${app.server.url}/examples/dealer-site.html`);
  await page.getByRole('heading', { name: 'Labour Force Calculator' }).waitFor();
  return page;
}

/** Computed styles a hostile page would most likely bend. */
const STYLE_PROPERTIES = [
  'font-family',
  'font-size',
  'letter-spacing',
  'text-transform',
  'line-height',
  'color',
  'background-color',
  'border-top-style',
  'border-top-width',
  'padding-top',
  'height',
];

async function stylesOf(page: Page, role: 'button' | 'spinbutton' | 'heading', name: string) {
  return page
    .getByRole(role, { name, exact: true })
    .first()
    .evaluate((element, properties) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    }, STYLE_PROPERTIES);
}

describe('<nirmaan-labour-calculator> on the hostile dealer page', () => {
  it('renders inside a shadow root, with a single script tag', async () => {
    const page = await openDealerPage();
    const hasShadow = await page.evaluate(() => Boolean(document.querySelector('nirmaan-labour-calculator')?.shadowRoot));
    expect(hasShadow).toBe(true);
    const scripts = await page.evaluate(() => [...document.scripts].filter((script) => script.src).map((script) => new URL(script.src).pathname));
    expect(scripts).toEqual(['/embed/embed.js']);
    await page.close();
  });

  it('looks the same as in the host app: the page CSS does not leak in', async () => {
    const dealer = await openDealerPage();
    const host = await app.browser.newPage({ viewport: VIEWPORTS.desktop });
    await host.goto(`${app.server.url}/labour-force-calculator`);
    await host.getByRole('heading', { name: 'Labour Force Calculator' }).waitFor();
    for (const [role, name] of [
      ['button', 'Calculate'],
      ['button', 'Reset'],
      ['spinbutton', 'Quantity (sqft)'],
    ] as const) {
      expect(await stylesOf(dealer, role, name), `${role} ${name}`).toEqual(await stylesOf(host, role, name));
    }
    // The dealer hides every <label>; the widget's labels stay visible.
    expect(await dealer.getByText('Quantity (sqft)', { exact: true }).isVisible()).toBe(true);
    await dealer.screenshot({ path: 'e2e/artifacts/dealer-desktop.png', fullPage: true });
    await host.screenshot({ path: 'e2e/artifacts/host-desktop.png', fullPage: true });
    await dealer.close();
    await host.close();
  });

  it('preselects the location from its attribute, calculates and tells the page', async () => {
    const page = await openDealerPage();
    expect(await page.getByLabel('Location').inputValue()).toBe('metro');
    await page.getByLabel('Quantity (sqft)').fill('1200');
    await page.getByLabel('Duration (days)').fill('1');
    await page.getByRole('button', { name: 'Calculate' }).click();
    // 10 skilled + 10 semi + 10 helpers; 21,000 x 1.2 = 25,200 for the day.
    await expect.poll(() => page.locator('#last-estimate').textContent()).toBe('Last estimate: 30 workers, total Rs 25200');
    await page.close();
  });

  it('is usable by keyboard alone', async () => {
    const page = await openDealerPage();
    await page.getByLabel('Work type').focus();
    await page.keyboard.press('Tab'); // Location
    await page.keyboard.press('Tab'); // Quantity
    await page.keyboard.type('600');
    await page.keyboard.press('Tab'); // Duration
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#last-estimate').textContent()).toContain('Last estimate: 15 workers');
    await page.close();
  });

  it('links back to the Nirmaan site, not the dealer', async () => {
    const page = await openDealerPage();
    const href = await page.getByRole('link', { name: 'BOQ Calculator' }).getAttribute('href');
    expect(href).toBe(`${app.server.url}/boq-calculator`);
    await page.close();
  });

  it('fits a 375 px phone and has no WCAG violations inside the widget', async () => {
    const page = await openDealerPage(VIEWPORTS.mobile);
    const widgetWidth = await page.locator('nirmaan-labour-calculator').evaluate((element) => element.scrollWidth);
    expect(widgetWidth).toBeGreaterThan(200);
    expect(widgetWidth).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(await axeViolations(page, 'nirmaan-labour-calculator')).toEqual([]);
    await page.screenshot({ path: 'e2e/artifacts/dealer-mobile.png', fullPage: true });
    await page.close();
  });
});
