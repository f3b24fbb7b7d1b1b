import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { DEMO_BUYER, demoBuyerWithACart } from './support/journeys.ts';
import { serveFolder } from './support/staticServer.ts';
import { temporaryDirectory } from '../packages/server/src/testing/temporaryDirectory.ts';

const app = useAppUnderTest();

/**
 * A buyer token the server refuses with a 401: well-formed (a buyer, not expired) but signed with
 * another key, as an expired or forged token in a partner page's storage would be.
 */
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const FORGED_TOKEN = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', role: 'buyer', exp: Math.floor(Date.now() / 1000) + 3600 })}.${Buffer.from('not the signature').toString('base64url')}`;

/** The partner's shop page, on its own origin, with the cart button in its header, the cart and the orders. */
let partner: { url: string; close: () => Promise<void> };
let shopUrl = '';
beforeAll(async () => {
  const folder = temporaryDirectory('nirmaan-partner-');
  writeFileSync(
    join(folder, 'shop.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sri Ganesh Traders</title>
<script type="module" src="${app.server.url}/embed/embed.js"></script></head>
<body><header style="display:flex;justify-content:space-between;align-items:center"><strong>Sri Ganesh Traders</strong><nirmaan-cart-button></nirmaan-cart-button></header>
<main><h1>Your order with us</h1><nirmaan-cart></nirmaan-cart><nirmaan-orders></nirmaan-orders></main></body></html>`,
  );
  partner = await serveFolder(folder);
  shopUrl = `${partner.url}/shop.html`;
});
afterAll(() => partner?.close());

/** Every URL the page's main frame navigated to, from its first load on. */
function watchNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return navigations;
}

const demoBuyerWithAnItemInTheCart = () => demoBuyerWithACart(app.server.url);

/** A browser context whose pages find the forged token in their storage before their first script runs (set once: not again on a reload). */
async function contextWithForgedToken(viewport: { width: number; height: number }) {
  const context = await app.browser.newContext({ viewport });
  await context.addInitScript(
    ([key, token]) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', 'yes');
        localStorage.setItem(key, token);
      }
    },
    ['access_token', FORGED_TOKEN] as const,
  );
  return context;
}

describe('a partner page whose stored buyer token the server refuses (401)', () => {
  it('stays where it is: each widget shows its own sign-in prompt, and the buyer signs in inside the cart', async () => {
    await demoBuyerWithAnItemInTheCart();
    const context = await contextWithForgedToken({ width: 360, height: 740 });
    const page = await context.newPage();
    const navigations = watchNavigations(page);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });
    expect(new URL(shopUrl).origin).not.toBe(new URL(app.server.url).origin);

    const firstRefusal = page.waitForResponse((response) => response.status() === 401);
    await page.goto(shopUrl);
    await firstRefusal;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);

    // The server refused the token (the first widget to ask; the others then had none to send), the
    // widgets dropped it, and the partner's page never moved.
    expect(page.url()).toBe(shopUrl);
    expect(navigations).toEqual([shopUrl]);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((path) => path === '/api/v1/cart/' || path === '/api/v1/orders/')).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    const cart = page.locator('nirmaan-cart');
    const orders = page.locator('nirmaan-orders');
    const cartButton = page.locator('nirmaan-cart-button');
    await cart.getByRole('button', { name: 'Log in' }).waitFor();
    await orders.getByRole('button', { name: 'Log in' }).waitFor();

    // Each widget's prompt, in its own box; the header's cart button stays a plain, count-less "Cart" link.
    expect(await cart.getByRole('heading', { name: 'Please log in to see your cart' }).isVisible()).toBe(true);
    expect(await orders.getByRole('heading', { name: 'Please Log In' }).isVisible()).toBe(true);
    expect(await cartButton.getByRole('link', { name: 'Cart', exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: 'e2e/artifacts/partner-session-prompts-360.png', fullPage: true });

    // Signing in inside the cart: the form opens in the cart's box with the focus on its phone field.
    await cart.getByRole('button', { name: 'Log in' }).click();
    const form = cart.getByRole('region', { name: 'Buyer sign in' });
    const phone = form.getByRole('textbox', { name: /Phone number/ });
    await phone.waitFor();
    await expect.poll(() => phone.evaluate((input) => (input.getRootNode() as ShadowRoot).activeElement === input)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'e2e/artifacts/partner-session-form-360.png', fullPage: true });
    await phone.fill(DEMO_BUYER.phone);
    await form.locator('input[type="password"]').fill(DEMO_BUYER.password);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();

    // The cart shows the buyer's items, the cart button their count, the orders widget its list, still on the partner's URL.
    await cart.getByRole('list', { name: 'Items in your cart' }).waitFor();
    expect(await cart.getByRole('link', { name: 'Proceed to Checkout' }).isVisible()).toBe(true);
    await cartButton.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    await expect.poll(() => orders.getByRole('button', { name: 'Log in' }).count()).toBe(0);
    await orders.getByRole('heading', { name: 'My Orders' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(shopUrl);
    expect(navigations).toEqual([shopUrl]);
    await context.close();
  });
});

describe("Nirmaan's own site (the host app), which opted in to the spec's 401 rule", () => {
  it('clears the refused token and goes to /login from /orders', async () => {
    const context = await contextWithForgedToken(VIEWPORTS.desktop);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/orders`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });
});
