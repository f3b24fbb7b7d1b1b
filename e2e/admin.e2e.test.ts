import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { axeViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { DEMO_SELLER, field, signInAsDemoAdmin } from './support/journeys.ts';

const app = useAppUnderTest();

const signInAsAdmin = (page: Page) => signInAsDemoAdmin(page, app.server.url);

async function trySellerSignIn(page: Page): Promise<void> {
  await page.goto(`${app.server.url}/seller/login`);
  await field(page, /Email/).fill(DEMO_SELLER.email);
  await field(page, /^Password/).fill(DEMO_SELLER.password);
  await page.getByRole('button', { name: /^Sign In/ }).click();
}

describe('an admin runs the marketplace reference data from the browser', () => {
  it('keeps the admin area to admins: a visitor is sent to /admin/login', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/admin/dashboard`);
    await page.waitForURL(`${app.server.url}/admin/login`);
    await page.context().close();
  });

  it('sees the marketplace totals and recent activity, with no accessibility violations at desktop and phone widths', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await app.newPage(viewport);
      const leadRequests: string[] = [];
      page.on('request', (request) => /\/LeadsSection-[^/]*\.js$|\/admin\/chatbot-inquiries/.test(request.url()) && leadRequests.push(request.url()));
      await signInAsAdmin(page);
      await page.getByText(/^Welcome, /).waitFor();
      const totals = page.getByRole('list', { name: 'Marketplace totals' });
      await totals.waitFor();
      // The demo data: 14 sellers, 19 categories.
      expect(await totals.getByRole('listitem').filter({ hasText: 'Total Sellers' }).textContent()).toBe('Total Sellers14');
      expect(await totals.getByRole('listitem').filter({ hasText: 'Categories' }).textContent()).toBe('Categories19');
      // The leads tables below load when scrolled near: on a phone they are far below the first screen.
      if (viewport === VIEWPORTS.mobile) {
        await page.waitForLoadState('networkidle');
        expect(leadRequests).toEqual([]);
      }
      // The visitors' chatbot stays off the admin's work area, where its button would cover the tables.
      expect(await page.getByRole('button', { name: 'Chat with us' }).count()).toBe(0);
      await page.getByRole('table', { name: 'Recent Sellers' }).scrollIntoViewIfNeeded();
      await page.getByRole('table', { name: 'Real-estate Submissions' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('deactivates a seller, who can then no longer sign in, and activates them again', async () => {
    const admin = await app.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Sellers' }).click();
    await admin.getByRole('searchbox', { name: /Search sellers/ }).fill('demo.seller');
    const deactivate = admin.getByRole('button', { name: /^Deactivate / });
    await expect.poll(() => deactivate.count()).toBe(1);
    await deactivate.click();
    await admin.getByRole('button', { name: /^Activate / }).waitFor();

    const seller = await app.newPage();
    await trySellerSignIn(seller);
    await expect.poll(() => seller.getByRole('alert').textContent()).toContain('This account has been deactivated');

    await admin.getByRole('button', { name: /^Activate / }).click();
    await admin.getByRole('button', { name: /^Deactivate / }).waitFor();
    await trySellerSignIn(seller);
    await seller.waitForURL(`${app.server.url}/seller/dashboard`);
    await admin.context().close();
    await seller.context().close();
  });

  it('creates a default product by keyboard, and an affiliate that visitors then see', async () => {
    const admin = await app.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Products' }).click();
    await admin.getByRole('button', { name: 'Add Product' }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Add New Default Product' });
    await dialog.getByRole('textbox', { name: /Product name/ }).fill('Fly Ash Brick 9 inch');
    await dialog.getByRole('combobox', { name: /Category/ }).selectOption('Bricks');
    await dialog.getByRole('combobox', { name: /Unit/ }).selectOption('Nos');
    await dialog.getByRole('spinbutton', { name: /Rate/ }).fill('7.25');
    await dialog.getByRole('spinbutton', { name: /Rate/ }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    const row = admin.getByRole('table', { name: 'Default products' }).getByRole('row').filter({ hasText: 'Fly Ash Brick 9 inch' });
    await expect.poll(() => row.textContent()).toContain('₹7.25');

    await admin.getByRole('tab', { name: 'Affiliates' }).click();
    await field(admin, /^Title/).fill('Kajaria Tiles Showroom');
    await field(admin, /^URL/).fill('https://www.kajariaceramics.com/');
    await admin.getByRole('button', { name: 'Create', exact: true }).click();
    await admin.getByRole('button', { name: 'Edit Kajaria Tiles Showroom' }).waitFor();

    const visitor = await app.newPage();
    await visitor.goto(`${app.server.url}/affiliates`);
    const card = visitor.getByRole('link', { name: /Kajaria Tiles Showroom/ });
    await card.waitFor();
    expect(await card.getAttribute('target')).toBe('_blank');
    expect(await card.getAttribute('rel')).toContain('noopener');
    await admin.context().close();
    await visitor.context().close();
  });
});
