import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo accounts `npm start` creates (packages/server/src/accounts/bootstrap.ts). */
export const DEMO_BUYER = { phone: '9876543210', password: 'demo1234', firstName: 'Ravi' };
export const DEMO_SELLER = { email: 'demo.seller@nirmaan.test', password: 'demo1234' };
export const DEMO_ADMIN = { email: 'admin@nirmaan.test', password: 'admin1234' };

/** The text input labelled so (a label's text also names its buttons, hence the input filter). */
export function field(page: Page, label: RegExp | string): Locator {
  return page.locator('input, textarea').and(page.getByLabel(label)).first();
}

export function storedToken(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** The first rupee amount in a text: '₹1,23,450' → 123450. */
export function rupeesIn(text: string): number {
  const amount = /₹\s?([\d,]+(?:\.\d+)?)/.exec(text)?.[1];
  if (amount === undefined) throw new Error(`no rupee amount in "${text}"`);
  return Number(amount.replace(/,/g, ''));
}

export async function signInByPassword(page: Page, phone: string, password: string): Promise<void> {
  await field(page, /Phone number/).fill(phone);
  await field(page, /^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs the demo buyer in on /login and waits until the site has left the sign-in page. */
export async function signInAsDemoBuyer(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/login`);
  await signInByPassword(page, DEMO_BUYER.phone, DEMO_BUYER.password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Signs the demo admin in on /admin/login and waits for the dashboard to greet them (its session check has answered). */
export async function signInAsDemoAdmin(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/admin/login`);
  await field(page, /Email/).fill(DEMO_ADMIN.email);
  await field(page, /^Password/).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${serverUrl}/admin/dashboard`);
  // Leaving the page while the admin 'me' check runs would count as a failed check and sign the admin out.
  await page.getByText(/^Welcome, /).waitFor();
}

/** The demo buyer's token from the API, with two bags of an UltraTech listing as the whole cart: a cart with content to show or check out. */
export async function demoBuyerWithACart(serverUrl: string): Promise<string> {
  const api = `${serverUrl}/api/v1`;
  const login = await fetch(`${api}/users/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: `+91${DEMO_BUYER.phone}`, password: DEMO_BUYER.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const authorization = `Bearer ${token}`;
  const [product] = (await (await fetch(`${api}/products/?search=UltraTech&limit=1`)).json()) as Array<{ id: number }>;
  // An offer that delivers to the buyer (listed first for their location).
  const [listing] = (await (await fetch(`${api}/products/${product!.id}/listings`, { headers: { authorization } })).json()) as Array<{ id: number }>;
  expect((await fetch(`${api}/cart/clear`, { method: 'DELETE', headers: { authorization } })).ok).toBe(true);
  const added = await fetch(`${api}/cart/add`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ listing_id: listing!.id, quantity: 2 }),
  });
  expect(added.status).toBeLessThan(300);
  return token;
}

/** The demo buyer with a delivery location, a default address and one item in the cart, ready to check out: answers their token. */
export async function demoBuyerReadyToCheckOut(serverUrl: string): Promise<string> {
  const api = `${serverUrl}/api/v1`;
  const token = await demoBuyerWithACart(serverUrl);
  const authorization = `Bearer ${token}`;
  // A site in Koramangala, Bangalore, where the cart's supplier delivers.
  const located = await fetch(`${api}/users/me/location?latitude=12.9352&longitude=77.6245`, { method: 'PUT', headers: { authorization } });
  expect(located.ok).toBe(true);
  const address = await fetch(`${api}/addresses/`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      address_line1: '14, 3rd Cross, Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560034',
      country: 'India',
      is_default: true,
    }),
  });
  expect(address.status).toBe(201);
  return token;
}

/** Searches the catalogue, opens the first product of that name, and waits for its suppliers. */
export async function openProduct(page: Page, serverUrl: string, search: string): Promise<void> {
  await page.goto(`${serverUrl}/products?search=${encodeURIComponent(search)}`);
  await page
    .getByRole('link', { name: new RegExp(`View Prices for ${search}`) })
    .first()
    .click();
  await page.waitForURL(/\/products\/\d+$/);
  await page.getByRole('radio').first().waitFor();
}

/** Adds the chosen supplier's offer on a product page and waits for the page to say it is in the cart. */
export async function addChosenOfferToCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect
    .poll(() =>
      page
        .getByText(/added to (your )?cart/i)
        .first()
        .isVisible(),
    )
    .toBe(true);
}

/**
 * The total checkout shows once it is priced for the chosen address (its delivery charges to that
 * address, as the orders will charge them): waits until the summary shows the API's estimate for the
 * address, so a total read before the estimate arrived (priced to the buyer's location) is not taken.
 */
export async function checkoutTotalFor(page: Page, serverUrl: string, addressLine: string): Promise<number> {
  const authorization = `Bearer ${await storedToken(page, 'access_token')}`;
  const addresses = (await (await page.request.get(`${serverUrl}/api/v1/addresses/`, { headers: { authorization } })).json()) as Array<{
    id: number;
    address_line1: string;
  }>;
  const address = addresses.find((candidate) => candidate.address_line1.includes(addressLine));
  if (!address) throw new Error(`no address "${addressLine}"`);
  const estimate = (await (await page.request.get(`${serverUrl}/api/v1/cart/?shipping_address_id=${address.id}`, { headers: { authorization } })).json()) as {
    total_amount: number;
  };
  const shown = page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]');
  await expect.poll(async () => rupeesIn((await shown.textContent()) ?? '')).toBeCloseTo(estimate.total_amount, 0);
  return rupeesIn((await shown.textContent()) ?? '');
}
