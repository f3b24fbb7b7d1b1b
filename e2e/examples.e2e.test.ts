import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';

const app = useAppUnderTest();

async function open(name: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const page = await app.newPage(viewport);
  await page.goto(`${app.server.url}/examples/${name}`);
  return page;
}

/** The background colour of an element inside the widgets' shadow roots. */
const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

async function calculateLabour(scope: Page | Locator): Promise<void> {
  await scope.getByLabel(/^Quantity \(/).fill('120');
  await scope.getByLabel('Duration (days)').fill('2');
  await scope.getByRole('button', { name: 'Calculate' }).click();
}

describe('examples/spa.html: a single-page app adding and removing widgets', () => {
  it('adds a widget that works, removes it, and adds it again working', async () => {
    const page = await open('spa.html');
    const labourButton = page.getByRole('button', { name: 'Labour calculator' });
    const calculator = page.locator('#widgets nirmaan-labour-calculator');

    await labourButton.click();
    await page.getByRole('heading', { name: 'Labour Force Calculator' }).waitFor();
    await calculateLabour(calculator);
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Labour estimate: \d+ workers$/);

    await labourButton.click();
    await expect.poll(() => calculator.count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Labour Force Calculator' }).count()).toBe(0);
    expect(await labourButton.getAttribute('aria-pressed')).toBe('false');

    await labourButton.click();
    await page.getByRole('heading', { name: 'Labour Force Calculator' }).waitFor();
    await page.locator('#status').filter({ hasText: 'Labour calculator added' }).waitFor();
    await calculateLabour(calculator);
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Labour estimate: \d+ workers$/);
    await page.close();
  });

  it('adds the quote request, pincode check and cart button, each working, and removes them', async () => {
    const page = await open('spa.html');
    await page.getByRole('button', { name: 'Pincode check' }).click();
    await page.getByRole('button', { name: 'Quote request' }).click();
    await page.getByRole('button', { name: 'Cart button' }).click();

    await page.getByRole('textbox', { name: /Pincode/ }).fill('560034');
    await page.getByRole('button', { name: 'Set pincode' }).click();
    await page.getByText(/^Delivery available in .+, Bangalore$/).waitFor();

    await page.getByRole('button', { name: 'Get a Quote' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    expect(await page.getByRole('link', { name: 'Cart' }).getAttribute('href')).toMatch(/\/cart$/);

    for (const name of ['Pincode check', 'Quote request', 'Cart button']) await page.getByRole('button', { name }).click();
    await expect.poll(() => page.locator('#widgets > *').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Cart' }).count()).toBe(0);
    await page.close();
  });

  it('switches every widget to the dark theme and back', async () => {
    const page = await open('spa.html');
    await page.getByRole('button', { name: 'Labour calculator' }).click();
    const calculate = page.getByRole('button', { name: 'Calculate' });
    await calculate.waitFor();
    const light = await backgroundOf(calculate);

    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect.poll(() => backgroundOf(calculate)).not.toBe(light);
    expect(await page.locator('nirmaan-labour-calculator-widget').getAttribute('theme')).toBe('dark');

    await page.getByRole('button', { name: 'Light', exact: true }).click();
    await expect.poll(() => backgroundOf(calculate)).toBe(light);
    await page.close();
  });

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['375 px', VIEWPORTS.mobile],
  ])('has no WCAG violations with every widget on it (%s)', async (_name, viewport) => {
    const page = await open('spa.html', viewport);
    for (const name of ['Labour calculator', 'Quote request', 'Pincode check', 'Cart button']) await page.getByRole('button', { name }).click();
    // Widgets below the fold load when scrolled to.
    for (const tag of ['nirmaan-labour-calculator', 'nirmaan-quote-request', 'nirmaan-pincode-check', 'nirmaan-cart-button']) {
      await page.locator(tag).scrollIntoViewIfNeeded();
      await page.locator(tag).evaluate((element) => (element as HTMLElement & { ready: Promise<void> }).ready);
      expect(await page.locator(`${tag}:state(ready)`).count()).toBe(1);
    }
    await page.getByRole('heading', { name: 'Labour Force Calculator' }).waitFor();
    await page.getByRole('button', { name: 'Get a Quote' }).waitFor();
    await page.getByRole('link', { name: 'Cart' }).waitFor();
    await page.getByRole('textbox', { name: /Pincode/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});

describe('examples/theming.html: two brands side by side', () => {
  async function openTheming(viewport?: { width: number; height: number }) {
    const page = await open('theming.html', viewport);
    const green = page.locator('#green-valley');
    const blue = page.locator('#deep-blue');
    for (const brand of [green, blue]) {
      // Widgets below the fold (the blue brand's on a phone) load when scrolled to.
      await brand.locator('nirmaan-labour-calculator').scrollIntoViewIfNeeded();
      await brand.getByRole('button', { name: 'Calculate' }).waitFor();
      await brand.locator('nirmaan-quote-request').scrollIntoViewIfNeeded();
      await brand.getByRole('button', { name: /^Ask .+ for a price$/ }).waitFor();
    }
    return { page, green, blue };
  }

  it('gives each brand its own primary colour, from the --nirmaan-* properties and the theme attribute', async () => {
    const { page, green, blue } = await openTheming();
    expect(await backgroundOf(green.getByRole('button', { name: 'Calculate' }))).toBe('rgb(10, 125, 51)');
    expect(await backgroundOf(blue.getByRole('button', { name: 'Calculate' }))).toBe('rgb(127, 178, 255)');
    expect(await backgroundOf(green.getByRole('button', { name: 'Ask Green Valley for a price' }))).toBe('rgb(10, 125, 51)');
    // theme="dark": the blue brand's text is the dark theme's, the green one's the light theme's.
    const heading = (brand: Locator) => brand.getByRole('heading', { name: 'Labour Force Calculator' }).evaluate((element) => getComputedStyle(element).color);
    expect(await heading(blue)).toBe('rgb(236, 238, 241)');
    expect(await heading(green)).toBe('rgb(31, 35, 40)');
    await page.close();
  });

  it('keeps both calculators working on their own', async () => {
    const { page, green, blue } = await openTheming();
    const results: string[] = [];
    await page.exposeFunction('recordCalculation', (tag: string) => results.push(tag));
    await page.evaluate(() => {
      for (const id of ['green-valley', 'deep-blue']) {
        document
          .getElementById(id)!
          .addEventListener('nirmaan-calculated', () => (window as unknown as { recordCalculation: (id: string) => void }).recordCalculation(id));
      }
    });
    await calculateLabour(blue);
    await expect.poll(() => results).toEqual(['deep-blue']);
    await calculateLabour(green);
    await expect.poll(() => results).toEqual(['deep-blue', 'green-valley']);
    await page.close();
  });

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['375 px', VIEWPORTS.mobile],
  ])('has no WCAG violations (%s)', async (_name, viewport) => {
    const { page } = await openTheming(viewport);
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
