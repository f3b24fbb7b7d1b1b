import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { field, signInByPassword, DEMO_BUYER } from './support/journeys.ts';
import { auditLayout } from './support/layoutAudit.ts';
import { phoneFitProblems } from './support/phoneFit.ts';

/*
 * Issue 27's "Done when": the buyer's journey, home → search → product → cart → checkout → order,
 * walked on a 360 px phone (a touch screen that honours the page's viewport, as Chrome on Android
 * does) by tapping: at every step the page needs no sideways scrolling and no pinch, and passes the
 * phone checks of `auditLayout`.
 */

const app = useAppUnderTest();

/** The phone checks of one step of the walk, each line prefixed with the step. */
async function phoneProblems(page: Page, step: string): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  return [...(await phoneFitProblems(page)), ...(await page.evaluate(auditLayout, 'body'))].map((problem) => `${step}: ${problem}`);
}

describe('the buyer’s journey on a 360 px phone', () => {
  it('goes from home through search, product, cart and checkout to the order, tapping, with nothing to scroll sideways or pinch', async () => {
    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const problems: string[] = [];

    await page.goto(`${app.server.url}/login`);
    await signInByPassword(page, DEMO_BUYER.phone, DEMO_BUYER.password);
    await page.waitForURL(`${app.server.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    problems.push(...(await phoneProblems(page, 'home')));

    // Search from the header, as a builder types it.
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.tap();
    await search.fill('ultratech cement');
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    await page.waitForURL(/\/products\?search=/);
    const firstResult = page.getByRole('link', { name: /^View Prices for / }).first();
    await firstResult.waitFor();
    problems.push(...(await phoneProblems(page, 'search results')));

    // The product: suppliers, quantity and landed prices come first.
    await firstResult.tap();
    await page.waitForURL(/\/products\/\d+$/);
    await page.getByRole('radio').first().waitFor();
    problems.push(...(await phoneProblems(page, 'product')));
    await field(page, /^Quantity/).fill('10');
    await page.getByRole('radio').first().tap();
    await page.getByRole('button', { name: 'Add to Cart' }).tap();
    await page
      .getByText(/added to (your )?cart/i)
      .first()
      .waitFor();

    // The cart, from the phone's bottom bar.
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: /Cart/ }).tap();
    await page.waitForURL(/\/cart$/);
    const proceed = page.getByRole('link', { name: 'Proceed to Checkout' }).last();
    await proceed.waitFor();
    problems.push(...(await phoneProblems(page, 'cart')));

    // Checkout: the site's address added in a dialog that fits the phone, then the order placed.
    await proceed.tap();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Add a new address' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.waitFor();
    problems.push(...(await phoneProblems(page, 'add address')));
    await field(page, /^Address line 1/).fill('Survey 41, 80 Feet Road, Koramangala');
    await field(page, /^Postal code/).fill('560034');
    await field(page, /^City/).fill('Bengaluru');
    await dialog.getByRole('button', { name: 'Save Address' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('radio', { name: /Survey 41/ }).isChecked()).toBe(true);
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect.poll(() => placeOrder.isEnabled()).toBe(true);
    problems.push(...(await phoneProblems(page, 'checkout')));
    await placeOrder.tap();

    // One supplier, one order: checkout opens it.
    await page.waitForURL(/\/orders\/\d+$/);
    await page.getByText('Survey 41, 80 Feet Road, Koramangala').first().waitFor();
    problems.push(...(await phoneProblems(page, 'order')));

    expect(problems).toEqual([]);
    await context.close();
  });
});
