import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { DEMO_ADMIN, field, signInAsDemoBuyer } from './support/journeys.ts';

const app = useAppUnderTest();

const SELLER = { name: 'Kovai Cement Point', email: 'kovai.cement@example.com', password: 'secret12' };
const PRODUCT = 'UltraTech OPC 53 Grade Cement – 50 kg Bag';

async function registerSeller(page: Page): Promise<void> {
  await page.goto(`${app.server.url}/seller/register`);
  await field(page, /^Business name/).fill(SELLER.name);
  await field(page, /^Email/).fill(SELLER.email);
  await field(page, /^Business address/).fill('41 Cross Cut Road, Gandhipuram, Coimbatore');
  await field(page, /^Password/).fill(SELLER.password);
  await field(page, /^Confirm password/).fill(SELLER.password);
  await page.getByRole('button', { name: 'Create Seller Account' }).click();
  await page.waitForURL(`${app.server.url}/seller/dashboard`);
}

/** A new seller is asked where it delivers from before anything else; its listings need the answer. */
async function setDepot(page: Page): Promise<void> {
  await page.getByText('Where do you deliver from?').waitFor();
  // The dashboard opens on Orders; the depot form is under Profile.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await field(page, /^Depot pincode/).fill('641012');
  await field(page, /^Delivery radius/).fill('40');
  await page.getByRole('button', { name: 'Save Depot' }).click();
  await page.getByText('Depot saved: buyers within 40 km of 641012 can order your listings.').waitFor();
  expect(await page.getByText('Where do you deliver from?').count()).toBe(0);
}

/** The seller's CSV with the price of one product's row changed, and a broken row added after it. */
function editedCsv(csv: string, sku: string, price: string): string {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const header = lines[0]!.split(',');
  const priceColumn = header.indexOf('price');
  const edited = lines.map((line, index) => {
    if (index === 0 || !line.includes(sku)) return line;
    const cells = line.split(',');
    cells[priceColumn] = price;
    return cells.join(',');
  });
  const broken = edited[1]!.split(',');
  broken[priceColumn] = 'cheap';
  return [...edited, broken.join(',')].join('\n');
}

describe('a seller runs their day from the dashboard', () => {
  it('registers, lists a product, reprices it by CSV, and ships a buyer’s order the buyer then sees', async () => {
    const seller = await app.newPage();
    await registerSeller(seller);
    await setDepot(seller);

    // A listing, created in the dialog.
    await seller.getByRole('tab', { name: 'My Listings' }).click();
    await seller.getByRole('button', { name: 'Add Listing' }).click();
    const dialog = seller.getByRole('dialog', { name: 'Add Listing' });
    // The catalogue is longer than one list: the seller finds the product by part of its name.
    await dialog.getByRole('searchbox', { name: /Find a product/ }).fill('ultratech 53');
    await expect
      .poll(() =>
        dialog
          .getByRole('combobox', { name: /Product/ })
          .locator('option')
          .count(),
      )
      .toBeLessThan(10);
    await dialog.getByRole('combobox', { name: /Product/ }).selectOption({ label: PRODUCT });
    await dialog.getByRole('spinbutton', { name: /Price/ }).fill('380');
    await dialog.getByRole('spinbutton', { name: /Stock Quantity/ }).fill('100');
    await dialog.getByRole('textbox', { name: /Seller SKU/ }).fill('KCP-ULT53');
    await dialog.getByRole('button', { name: 'Create Listing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await seller.getByRole('cell', { name: '₹380' }).first().waitFor();

    // CSV round trip: export, change the price, upload with one broken row.
    const download = seller.waitForEvent('download');
    await seller.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain('KCP-ULT53');
    await seller
      .getByLabel('Upload CSV')
      .setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(editedCsv(csv, 'KCP-ULT53', '372.50')) });
    await seller.getByText('Updated 1 listings, created 1 price history entries, 1 errors.').waitFor();
    await seller.getByText(/Row 3/).first().waitFor();
    await seller.getByRole('cell', { name: '₹372.50' }).first().waitFor();

    // A new seller waits for an admin: buyers see its listing only once the admin approves it.
    await seller.getByText(/Your account is waiting for approval/).waitFor();
    const admin = await app.newPage();
    await admin.goto(`${app.server.url}/admin/login`);
    await field(admin, /Email/).fill(DEMO_ADMIN.email);
    await field(admin, /^Password/).fill(DEMO_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In', exact: true }).click();
    await admin.waitForURL(`${app.server.url}/admin/dashboard`);
    await admin.getByRole('tab', { name: 'Sellers' }).click();
    const pending = admin.getByRole('region', { name: 'Pending approval' });
    await pending.getByText(SELLER.email).waitFor();
    await pending.getByRole('button', { name: `Approve ${SELLER.name}` }).click();
    await admin.getByText(`${SELLER.name} is approved: buyers now see its listings.`).waitFor();
    await admin.context().close();
    await seller.reload();
    await seller.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();
    expect(await seller.getByText(/Your account is waiting for approval/).count()).toBe(0);

    // A buyer in Coimbatore, within the seller's 40 km, orders two bags from it.
    const buyer = await app.newPage();
    await signInAsDemoBuyer(buyer, app.server.url);
    const token = await buyer.evaluate(() => localStorage.getItem('access_token'));
    const headers = { authorization: `Bearer ${token}` };
    const before = (await (await buyer.request.get(`${app.server.url}/api/v1/users/me`, { headers })).json()) as { latitude: number; longitude: number };
    const moveTo = (latitude: number, longitude: number) =>
      buyer.request.put(`${app.server.url}/api/v1/users/me/location?latitude=${latitude}&longitude=${longitude}`, { headers });
    expect((await moveTo(11.0168, 76.9558)).status()).toBe(200);
    await buyer.reload();
    const address = await buyer.request.post(`${app.server.url}/api/v1/addresses/`, {
      headers,
      data: { address_line1: '7 Race Course Road', city: 'Coimbatore', state: 'Tamil Nadu', postal_code: '641018', country: 'India', is_default: true },
    });
    expect(address.status()).toBe(201);
    await buyer.goto(`${app.server.url}/products?search=${encodeURIComponent('UltraTech OPC 53')}`);
    await buyer.getByRole('link', { name: `View Prices for ${PRODUCT}` }).click();
    await buyer.getByRole('radio', { name: new RegExp(SELLER.name) }).check();
    await field(buyer, /^Quantity/).fill('2');
    await buyer.getByRole('button', { name: 'Add to Cart' }).click();
    await buyer.getByText('Product added to cart!').waitFor();
    await buyer.goto(`${app.server.url}/checkout`);
    await buyer.getByRole('button', { name: 'Place Order' }).click();
    await buyer.waitForURL(/\/orders\/\d+$/);
    const orderId = Number(new URL(buyer.url()).pathname.split('/').pop());

    // The seller advances it to shipped, one step at a time (the dashboard, open on Orders since
    // before the order, shows it once loaded again).
    await seller.reload();
    await seller.getByRole('tab', { name: /^Orders/ }).click();
    await seller.getByRole('button', { name: `Mark as Processing: order ${orderId}` }).click();
    await seller.getByRole('button', { name: `Mark as Shipped: order ${orderId}` }).click();
    await seller.getByRole('button', { name: `Mark as Delivered: order ${orderId}` }).waitFor();

    await buyer.goto(`${app.server.url}/orders/${orderId}`);
    await buyer.getByRole('region', { name: 'Status' }).getByText('Shipped').waitFor();
    expect(await buyer.locator('[aria-current="step"]').textContent()).toMatch(/^Shipped/);
    expect((await moveTo(before.latitude, before.longitude)).status()).toBe(200);
    await buyer.context().close();
    await seller.context().close();
  });

  it('works at 375 px: the listings can be read without sideways scrolling of the page', async () => {
    const page = await app.newPage(VIEWPORTS.mobile);
    await page.goto(`${app.server.url}/seller/login`);
    await field(page, /^Email/).fill(SELLER.email);
    await field(page, /^Password/).fill(SELLER.password);
    await page.getByRole('button', { name: /Sign In/ }).click();
    await page.waitForURL(`${app.server.url}/seller/dashboard`);
    await page.getByRole('tab', { name: 'My Listings' }).click();
    await page.getByRole('cell', { name: '₹372.50' }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
