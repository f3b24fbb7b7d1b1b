import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { DEMO_SELLER, field, signInByPassword, storedToken } from './support/journeys.ts';
import { latestOtpFromOutbox } from './support/server.ts';

/**
 * Issue 28's buyer journeys, on a phone, where most buyers are, as buyers of their own (so the demo
 * buyer's password stays as other files expect): one changes the password on My Account, forgets it
 * and resets it by a code sent by SMS; another sets a price alert that fires when a seller lowers
 * the price.
 */
const app = useAppUnderTest();
const BUYER = { phone: '9123400077', firstName: 'Kavya', password: 'first-pass' };

async function registerBuyer(phone: string = BUYER.phone): Promise<void> {
  const answer = await fetch(`${app.server.url}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: `+91${phone}`, password: BUYER.password, first_name: BUYER.firstName, last_name: 'Rao', email: null }),
  });
  expect(answer.status).toBe(201);
}

/** On a phone the account's Logout is in the bottom bar's Menu. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${app.server.url}/`);
}

async function signIn(page: Page, password: string, phone: string = BUYER.phone): Promise<void> {
  await page.goto(`${app.server.url}/login`);
  await signInByPassword(page, phone, password);
}

describe('a buyer looks after their own password', () => {
  it('changes it on My Account, forgets it, and resets it with a code sent to the phone', async () => {
    await registerBuyer();
    const page = await app.newPage(VIEWPORTS.mobile);

    await signIn(page, BUYER.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${app.server.url}/profile`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await field(page, /^Current password/).fill('not-my-password');
    await field(page, /^New password/).fill('second-pass');
    await field(page, /^Confirm new password/).fill('second-pass');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => dialog.getByText('Your current password is not correct').isVisible()).toBe(true);
    await field(page, /^Current password/).fill(BUYER.password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText(/Your password is changed/).isVisible()).toBe(true);
    await signOut(page);

    // The old password no longer signs in.
    await signIn(page, BUYER.password);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid phone number or password');

    // Forgotten: from the sign-in page to a new password by a code.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${app.server.url}/forgot-password`);
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await expect.poll(() => page.title()).toBe('Reset your password — Nirmaan');
    await field(page, /Phone number/).fill(BUYER.phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = field(page, /^OTP/);
    await otp.waitFor();
    await otp.fill(await latestOtpFromOutbox(app.server.url, `+91${BUYER.phone}`));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await field(page, /^New password/).fill('third-pass');
    await field(page, /^Confirm new password/).fill('third-pass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect.poll(() => page.getByText(/Your new password is set and you are signed in/).isVisible()).toBe(true);
    expect(await storedToken(page, 'access_token')).toBeTruthy();
    await page.getByRole('link', { name: 'Go to My Account' }).click();
    await page.waitForURL(`${app.server.url}/profile`);
    await signOut(page);

    await signIn(page, 'second-pass');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid phone number or password');
    await field(page, /^Password/).fill('third-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await storedToken(page, 'access_token')).toBeTruthy();
    await page.context().close();
  });
});

describe('a buyer waits for a better price', () => {
  it('sets a price alert on the price board, and is told on My Account and by SMS when the seller lowers the price', async () => {
    const api = `${app.server.url}/api/v1`;
    const sellerLogin = await fetch(`${api}/sellers/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: DEMO_SELLER.email, password: DEMO_SELLER.password }),
    });
    const seller = { authorization: `Bearer ${((await sellerLogin.json()) as { access_token: string }).access_token}` };
    const listings = (await (await fetch(`${api}/sellers/me/listings`, { headers: seller })).json()) as Array<{
      id: number;
      price: number;
      product: { id: number };
    }>;
    // A material on the board that the demo seller lists in the board's city.
    let chosen: { city: string; listing: (typeof listings)[number]; material: string; price: number } | null = null;
    for (const city of ['Bangalore', 'Chennai', 'Coimbatore']) {
      const board = (await (await fetch(`${api}/price-board?city=${city}`)).json()) as { rows: Array<{ id: number; material: string; current_price: number }> };
      const row = board.rows.find((candidate) => listings.some((listing) => listing.product.id === candidate.id));
      if (row) {
        chosen = { city, listing: listings.find((listing) => listing.product.id === row.id)!, material: row.material, price: row.current_price };
        break;
      }
    }
    if (!chosen) throw new Error('the demo seller lists nothing on the price board');
    const target = Math.floor(chosen.price / 2);

    await registerBuyer('9123400078');
    const page = await app.newPage(VIEWPORTS.mobile);
    await signIn(page, BUYER.password, '9123400078');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${app.server.url}/price-today?city=${chosen.city}`);
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Set Price Alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a price alert' });
    await dialog.getByRole('combobox', { name: /Material/ }).selectOption(String(chosen.listing.product.id));
    await field(page, /^Target price/).fill(String(target));
    await dialog.getByRole('button', { name: 'Set Alert' }).click();
    await dialog.getByText(/Price alert set/).waitFor();

    // The seller lowers the price below the target.
    const repriced = await fetch(`${api}/sellers/me/listings/${chosen.listing.id}`, {
      method: 'PUT',
      headers: { ...seller, 'content-type': 'application/json' },
      body: JSON.stringify({ price: target - 1 }),
    });
    expect(repriced.status).toBe(200);

    await page.goto(`${app.server.url}/profile?tab=alerts`);
    const told = page.getByText(new RegExp(`is now ₹${(target - 1).toLocaleString('en-IN')} per .* in ${chosen.city}, at or below your target`));
    await told.waitFor();
    await page.getByText(new RegExp(`${chosen.city} · Reached: ₹${(target - 1).toLocaleString('en-IN')}`)).waitFor();
    const outbox = (await (await fetch(`${api}/dev/outbox?phone=%2B919123400078`)).json()) as { messages: Array<{ text: string }> };
    expect(outbox.messages[0]?.text).toMatch(/^Nirmaan price alert: .* is now ₹[\d,]+ per .* at or below your target\.$/);

    // Put the demo seller's price back for the other tests.
    await fetch(`${api}/sellers/me/listings/${chosen.listing.id}`, {
      method: 'PUT',
      headers: { ...seller, 'content-type': 'application/json' },
      body: JSON.stringify({ price: chosen.listing.price }),
    });
    await page.context().close();
  });
});
