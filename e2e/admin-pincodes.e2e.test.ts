import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { axeViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { DEMO_SELLER, field, signInAsDemoAdmin } from './support/journeys.ts';

const app = useAppUnderTest();

const signInAsAdmin = (page: Page) => signInAsDemoAdmin(page, app.server.url);

async function openManagePincodes(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Manage Pincodes' }).click();
  await page.waitForURL(`${app.server.url}/admin/pincodes`);
  await page.getByText(/^Showing 1–10 of \d+$/).waitFor();
}

/** The header's pincode check on a fresh visitor's page, answered for this pincode. */
async function checkPincodeAsVisitor(pincode: string): Promise<string> {
  const visitor = await app.newPage();
  await visitor.goto(`${app.server.url}/`);
  await field(visitor, /^Pincode/).fill(pincode);
  await visitor.getByRole('button', { name: 'Set pincode' }).click();
  const answer = visitor.getByText(new RegExp(`^(Delivery available in .+|Sorry, we do not deliver to ${pincode} yet)$`));
  await answer.waitFor();
  const text = (await answer.textContent()) ?? '';
  await visitor.context().close();
  return text;
}

describe('an admin manages the delivery pincodes', () => {
  it('adds a pincode by keyboard that the pincode check then serves, and switches it off by its badge', async () => {
    expect(await checkPincodeAsVisitor('560099')).toBe('Sorry, we do not deliver to 560099 yet');

    const admin = await app.newPage();
    await signInAsAdmin(admin);
    await openManagePincodes(admin);

    await admin.getByRole('button', { name: 'Add Pincode' }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Add Pincode' });
    const pincode = dialog.getByRole('textbox', { name: /Pincode/ });
    await expect.poll(() => pincode.evaluate((input) => input === document.activeElement)).toBe(true);
    await admin.keyboard.type('560099');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('Bangalore'); // type-ahead in the focused City select
    expect(await dialog.getByRole('combobox', { name: /City/ }).inputValue()).toBe('Bangalore');
    expect(await dialog.getByRole('combobox', { name: /State/ }).inputValue()).toBe('Karnataka');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('Kogilu Layout');
    await admin.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText('Added 560099 (Kogilu Layout, Bangalore)').waitFor();

    await admin.getByRole('searchbox', { name: /Search pincodes/ }).fill('560099');
    await admin.getByText('Showing 1–1 of 1').waitFor();
    const row = admin.getByRole('table', { name: 'Pincodes' }).getByRole('row').filter({ hasText: '560099' });
    expect(await row.textContent()).toContain('BangaloreKogilu LayoutKarnatakaActive');

    expect(await checkPincodeAsVisitor('560099')).toBe('Delivery available in Kogilu Layout, Bangalore');

    await row.getByRole('button', { name: /Deactivate 560099$/ }).focus();
    await admin.keyboard.press('Enter');
    await row
      .getByRole('button', { name: /Activate 560099$/ })
      .filter({ hasText: 'Inactive' })
      .waitFor();
    await admin.getByText(/^560099 is now inactive/).waitFor();

    expect(await checkPincodeAsVisitor('560099')).toBe('Sorry, we do not deliver to 560099 yet');

    // The second route shows the same screen to the admin.
    await admin.goto(`${app.server.url}/pincode-management`);
    await admin.getByRole('heading', { level: 1, name: 'Pincode Management' }).waitFor();
    await admin.context().close();
  });

  it('keeps both routes to admins: a visitor is sent to /admin/login', async () => {
    const visitor = await app.newPage();
    for (const path of ['/pincode-management', '/admin/pincodes']) {
      await visitor.goto(`${app.server.url}${path}`);
      await visitor.waitForURL(`${app.server.url}/admin/login`);
    }
    await visitor.context().close();
  });

  it('has no accessibility violations at desktop and phone widths, and the phone page does not scroll sideways', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      // axe is injected as an inline script, which the host app's Content-Security-Policy refuses.
      const page = await (await app.browser.newContext({ viewport, bypassCSP: true })).newPage();
      await signInAsAdmin(page);
      await page.goto(`${app.server.url}/admin/pincodes`);
      await page.getByText(/^Showing 1–10 of \d+$/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Add Pincode' }).click();
      await page.getByRole('dialog', { name: 'Add Pincode' }).getByRole('button', { name: 'Add Pincode' }).click();
      await page.getByText('Please fill in all required fields').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});

describe('a seller lists a default product', () => {
  it("creates a listing from one of the admins' default products and sees it in My Listings", async () => {
    const seller = await app.newPage();
    await seller.goto(`${app.server.url}/seller/login`);
    await field(seller, /^Email/).fill(DEMO_SELLER.email);
    await field(seller, /^Password/).fill(DEMO_SELLER.password);
    await seller.getByRole('button', { name: /^Sign In/ }).click();
    await seller.waitForURL(`${app.server.url}/seller/dashboard`);

    await seller.getByRole('tab', { name: 'My Listings' }).click();
    await seller.getByRole('button', { name: 'Add Listing' }).click();
    const dialog = seller.getByRole('dialog', { name: 'Add Listing' });
    await dialog.getByRole('radio', { name: 'From a default product' }).check();
    const picker = dialog.getByRole('combobox', { name: /Default product/ });
    const option = picker.locator('option', { hasText: 'Binding Wire 20 G' });
    expect(await option.textContent()).toBe('Binding Wire 20 G — per Kg, reference rate ₹90');
    await picker.selectOption((await option.getAttribute('value')) ?? '');
    expect(await dialog.getByRole('spinbutton', { name: /Price/ }).inputValue()).toBe('90');
    await dialog.getByRole('spinbutton', { name: /Stock Quantity/ }).fill('750');
    await dialog.getByRole('button', { name: 'Create Listing' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = seller
      .getByRole('table', { name: 'Your product listings' })
      .getByRole('row')
      .filter({ has: seller.getByRole('rowheader', { name: 'Binding Wire 20 G', exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('₹90');
    expect(await row.textContent()).toContain('750');
    await seller.context().close();
  });
});
