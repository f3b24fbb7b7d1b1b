import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { field, signInByPassword, storedToken } from './support/journeys.ts';
import { latestOtpFromOutbox } from './support/server.ts';

/**
 * Issue 28's buyer journey: a buyer of their own (so the demo buyer's password stays as other files
 * expect) changes the password on My Account, forgets it, and resets it by a code sent by SMS — on a
 * phone, where most buyers are.
 */
const app = useAppUnderTest();
const BUYER = { phone: '9123400077', firstName: 'Kavya', password: 'first-pass' };

async function registerBuyer(): Promise<void> {
  const answer = await fetch(`${app.server.url}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: `+91${BUYER.phone}`, password: BUYER.password, first_name: BUYER.firstName, last_name: 'Rao', email: null }),
  });
  expect(answer.status).toBe(201);
}

/** On a phone the account's Logout is in the bottom bar's Menu. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${app.server.url}/`);
}

async function signIn(page: Page, password: string): Promise<void> {
  await page.goto(`${app.server.url}/login`);
  await signInByPassword(page, BUYER.phone, password);
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
