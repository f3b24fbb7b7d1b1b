import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { DEMO_BUYER, demoBuyerWithACart, rupeesIn, signInAsDemoAdmin } from './support/journeys.ts';
import { serveFolder } from './support/staticServer.ts';
import { temporaryDirectory } from '../packages/server/src/testing/temporaryDirectory.ts';

const app = useAppUnderTest();

/** The partner site whose checkout widget places the order. */
const PARTNER = 'coimbatore-site-blog';
const SITE_ADDRESS = '27, 4th Cross, Indiranagar';

let partner: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  const folder = temporaryDirectory('nirmaan-admin-orders-');
  writeFileSync(
    join(folder, 'checkout.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site blog</title>
<script type="module" src="${app.server.url}/embed/embed.js"></script></head>
<body><main><h1>Order for your site</h1><nirmaan-checkout partner-id="${PARTNER}"></nirmaan-checkout></main></body></html>`,
  );
  partner = await serveFolder(folder);
});
afterAll(() => partner?.close());

/** The demo buyer's token, signed in through the API. */
async function demoBuyerToken(): Promise<string> {
  const login = await fetch(`${app.server.url}/api/v1/users/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: `+91${DEMO_BUYER.phone}`, password: DEMO_BUYER.password }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** The demo buyer with a delivery location, a default address and a cart, ready to check out. */
async function demoBuyerReadyToCheckOut(): Promise<void> {
  const api = `${app.server.url}/api/v1`;
  const authorization = `Bearer ${await demoBuyerWithACart(app.server.url)}`;
  const located = await fetch(`${api}/users/me/location?latitude=12.9719&longitude=77.6412`, { method: 'PUT', headers: { authorization } });
  expect(located.ok).toBe(true);
  const address = await fetch(`${api}/addresses/`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ address_line1: SITE_ADDRESS, city: 'Bengaluru', state: 'Karnataka', postal_code: '560038', country: 'India', is_default: true }),
  });
  expect(address.status).toBe(201);
}

describe('admin orders', () => {
  it("finds an order a partner's checkout widget placed by filtering on the partner, and opens its page", async () => {
    await demoBuyerReadyToCheckOut();
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${partner.url}/checkout.html`);
    const checkout = page.locator('nirmaan-checkout');
    await checkout.getByRole('button', { name: 'Log in' }).click();
    await checkout.getByRole('textbox', { name: /Phone number/ }).fill(DEMO_BUYER.phone);
    await checkout.locator('input[type="password"]').fill(DEMO_BUYER.password);
    await checkout.getByRole('button', { name: 'Sign In', exact: true }).click();
    const placed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/cart/checkout');
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    const checkoutCall = await placed;
    expect(checkoutCall.status()).toBe(201);

    // The admin filters the orders on the partner: only that order is left.
    const admin = await context.newPage();
    await signInAsDemoAdmin(admin, app.server.url);
    await admin.getByRole('tab', { name: 'Orders' }).click();
    const filters = admin.getByRole('form', { name: 'Filter orders' });
    const partnerFilter = filters.getByRole('combobox', { name: 'Partner' });
    await partnerFilter.locator(`option[value="${PARTNER}"]`).waitFor({ state: 'attached' });
    await partnerFilter.selectOption(PARTNER);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const table = admin.getByRole('region', { name: 'Matching orders' });
    await admin.getByText('Showing 1–1 of 1').waitFor();
    const row = table.getByRole('row').filter({ has: admin.getByRole('button', { name: /^Open order #\d+$/ }) });
    const opener = row.getByRole('button', { name: /^Open order #\d+$/ });
    const orderId = Number((await opener.getAttribute('aria-label'))?.replace('Open order #', ''));
    await expect(row.textContent()).resolves.toContain('Ravi Kumar');
    await expect(row.textContent()).resolves.toContain(PARTNER);
    // The order's total, as the buyer's checkout placed it.
    const authorization = `Bearer ${await demoBuyerToken()}`;
    const placedOrder = (await (await fetch(`${app.server.url}/api/v1/orders/${orderId}`, { headers: { authorization } })).json()) as { total_amount: number };
    const total = placedOrder.total_amount;

    // Its page: buyer, items, address, charges and history.
    await opener.click();
    await admin.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    const buyer = admin.getByRole('region', { name: 'Buyer' });
    await buyer.getByText('Ravi Kumar').waitFor();
    await buyer.getByText(`+91${DEMO_BUYER.phone}`).waitFor();
    await admin.getByRole('region', { name: 'Shipping address' }).getByText(SITE_ADDRESS).waitFor();
    const items = admin.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('rowheader').first().textContent()).resolves.toMatch(/UltraTech/);
    const charges = admin.getByRole('region', { name: 'Charges' });
    const totalShown = await charges
      .getByRole('term')
      .filter({ hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
    expect(rupeesIn(totalShown ?? '')).toBe(total);
    await charges.getByText('Delivery', { exact: true }).waitFor();
    const history = admin.getByRole('region', { name: 'Status history' });
    await expect(history.getByRole('rowheader').allTextContents()).resolves.toEqual(['Pending']);
    await expect(history.textContent()).resolves.toContain('Buyer');
    await admin.screenshot({ path: 'e2e/artifacts/admin-order-page-1280.png', fullPage: true });

    // On a 360 px phone the order page fits the screen.
    await admin.setViewportSize({ width: 360, height: 740 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await admin.screenshot({ path: 'e2e/artifacts/admin-order-page-360.png', fullPage: true });
    await context.close();
  });
});
