import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { DEMO_BUYER, demoBuyerReadyToCheckOut, field, signInAsDemoAdmin } from './support/journeys.ts';
import { serveFolder } from './support/staticServer.ts';
import { temporaryDirectory } from '../packages/server/src/testing/temporaryDirectory.ts';

const app = useAppUnderTest();

/** Three widgets of one partner page, each working for another partner (DESIGN.md "Partner attribution is per element"). */
const QUOTE_PARTNER = 'kovai-dealer';
const ORDER_PARTNER = 'chennai-builders-blog';
const SIGN_UP_PARTNER = 'Sri Ram Traders';

let partner: { url: string; close: () => Promise<void> };
let pageUrl = '';
beforeAll(async () => {
  const folder = temporaryDirectory('nirmaan-partners-');
  writeFileSync(
    join(folder, 'partners.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Builders' corner</title>
<script type="module" src="${app.server.url}/embed/embed.js"></script></head>
<body><main><h1>Builders' corner</h1>
<nirmaan-quote-request partner-id="${QUOTE_PARTNER}" material="Cement"></nirmaan-quote-request>
<nirmaan-checkout partner-id="${ORDER_PARTNER}"></nirmaan-checkout>
<nirmaan-sign-in partner-id="${SIGN_UP_PARTNER}" variant="buyer-simple"></nirmaan-sign-in>
</main></body></html>`,
  );
  partner = await serveFolder(folder);
  pageUrl = `${partner.url}/partners.html`;
});
afterAll(() => partner?.close());

/** The value next to a fact's name on a partner's card ('Orders' → '1'). */
function fact(card: Locator, name: string): Promise<string | null> {
  return card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
}

describe('widgets of two partners on one page', () => {
  it("store each lead, order and sign-up with its own element's partner, and the admin's partner tab counts them", async () => {
    await demoBuyerReadyToCheckOut(app.server.url);
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(pageUrl);

    // A quote request from <nirmaan-quote-request partner-id="kovai-dealer">.
    const quote = page.locator('nirmaan-quote-request');
    await quote.getByRole('button', { name: 'Get a Quote' }).click();
    const dialog = quote.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Full name/ }).fill('Suresh Gowda');
    await dialog.getByRole('textbox', { name: /Phone number/ }).fill('9876543210');
    await dialog.getByRole('textbox', { name: /Email/ }).fill('suresh@example.com');
    await dialog.getByRole('textbox', { name: /Quantity/ }).fill('200');
    await dialog.getByRole('combobox', { name: /Unit/ }).selectOption('Bags');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText(/Thank you! Your quote request has been sent/).waitFor();

    // An order from <nirmaan-checkout partner-id="chennai-builders-blog">: the buyer signs in inside it.
    const checkout = page.locator('nirmaan-checkout');
    await checkout.getByRole('button', { name: 'Log in' }).click();
    await checkout.getByRole('textbox', { name: /Phone number/ }).fill(DEMO_BUYER.phone);
    await checkout.locator('input[type="password"]').fill(DEMO_BUYER.password);
    await checkout.getByRole('button', { name: 'Sign In', exact: true }).click();
    const placed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/cart/checkout');
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    const checkoutCall = await placed;
    expect(checkoutCall.status()).toBe(201);
    expect(new URL(checkoutCall.url()).searchParams.get('partner_id')).toBe(ORDER_PARTNER);

    // A sign-up through <nirmaan-sign-in partner-id="Sri Ram Traders">: its link carries the partner to Nirmaan's sign-up page.
    const visitor = await app.browser.newContext({ viewport: { width: 375, height: 740 } });
    const signUpPage = await visitor.newPage();
    await signUpPage.goto(pageUrl);
    await signUpPage.locator('nirmaan-sign-in').getByRole('link', { name: 'Create an account' }).click();
    await signUpPage.waitForURL((url) => url.pathname === '/register');
    expect(new URL(signUpPage.url()).searchParams.get('partner')).toBe(SIGN_UP_PARTNER);
    await field(signUpPage, /^Full name/).fill('Kavya Menon');
    await field(signUpPage, /^Phone number/).fill('9123425001');
    await field(signUpPage, /^Password/).fill('secret1');
    await field(signUpPage, /^Confirm password/).fill('secret1');
    await signUpPage.getByRole('button', { name: 'Create Account' }).click();
    await signUpPage.waitForURL((url) => url.pathname === '/');

    // The admin's Partners tab: each partner with what its own widget brought.
    const admin = await context.newPage();
    await signInAsDemoAdmin(admin, app.server.url);
    await admin.getByRole('tab', { name: 'Partners' }).click();
    const partners = admin.getByRole('list', { name: 'Partners' });
    const card = (id: string) => partners.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: id, exact: true }) });
    await card(QUOTE_PARTNER).waitFor();
    expect(await fact(card(QUOTE_PARTNER), 'Quote requests')).toBe('1');
    expect(await fact(card(QUOTE_PARTNER), 'Orders')).toBe('0');
    expect(await fact(card(ORDER_PARTNER), 'Orders')).toBe('1');
    expect(await fact(card(ORDER_PARTNER), 'Quote requests')).toBe('0');
    expect(await fact(card(SIGN_UP_PARTNER), 'Sign-ups')).toBe('1');
    expect(await fact(card(SIGN_UP_PARTNER), 'Orders')).toBe('0');
    await admin.screenshot({ path: 'e2e/artifacts/admin-partners-1280.png', fullPage: true });

    await Promise.all([context.close(), visitor.close()]);
  });
});
