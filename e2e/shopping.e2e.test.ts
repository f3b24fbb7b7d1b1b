import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { addChosenOfferToCart, checkoutTotalFor, demoBuyerWithACart, field, openProduct, signInAsDemoBuyer } from './support/journeys.ts';

const app = useAppUnderTest();

/** A 1x1 green PNG: every map tile, served by the test, since this machine has no tile server. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mPk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Tiles and the reverse geocoder of the default map configuration, answered by the test. */
async function serveMap(page: Page): Promise<void> {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: TILE_PNG }));
  // Like Nominatim, it answers only a request that says where: the address comes from lat and lon.
  await page.route('https://nominatim.openstreetmap.org/**', (route) => {
    const query = new URL(route.request().url()).searchParams;
    if (!query.get('lat') || !query.get('lon')) return route.fulfill({ status: 400, json: { error: { message: 'Parameter lat and lon required' } } });
    return route.fulfill({
      json: { address: { road: '80 Feet Road', suburb: 'Koramangala 4th Block', city: 'Bengaluru', state: 'Karnataka', country: 'India' } },
    });
  });
}

/** Clicks the map off its centre and waits for the marker to move there. */
async function pickOnMap(page: Page): Promise<void> {
  const map = page.getByRole('application', { name: 'Map' });
  await page.locator('.leaflet-tile-loaded').first().waitFor();
  await expect.poll(() => page.getByText('Loading map...').count()).toBe(0);
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.35);
}

/** Picks a supplier (the first is the cheapest landed) and adds that quantity of its offer. */
async function addOfferToCart(page: Page, quantity: number, supplier: 'first' | 'last' = 'first'): Promise<void> {
  await field(page, /^Quantity/).fill(String(quantity));
  await page.getByRole('radio')[supplier]().check();
  await addChosenOfferToCart(page);
}

async function setLocationOnMap(page: Page): Promise<void> {
  await page.goto(`${app.server.url}/location-setup`);
  const latitude = field(page, /^Latitude/);
  await expect.poll(() => latitude.inputValue()).toBe('12.9352');
  await pickOnMap(page);
  await expect.poll(() => latitude.inputValue()).not.toBe('12.9352');
  expect(await latitude.inputValue()).toMatch(/^\d+\.\d{6}$/);
  await page.getByRole('button', { name: 'Save Location' }).click();
  await page.waitForURL(/\/profile$/);
}

/** Adds an address, its point picked on the map: city and state come from the geocoded place. */
async function addAddress(page: Page): Promise<void> {
  await page.goto(`${app.server.url}/profile/addresses`);
  await page.getByRole('button', { name: 'Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Select on Map' }).click();
  await pickOnMap(page);
  await expect.poll(() => field(page, /^City/).inputValue()).toBe('Bengaluru');
  expect(await field(page, /^State/).inputValue()).toBe('Karnataka');
  await dialog.getByRole('button', { name: 'Hide Map' }).click();
  await dialog.getByText(/^Location selected: \d+\.\d{6}, \d+\.\d{6}$/).waitFor();
  await field(page, /^Address line 1/).fill('14, 3rd Cross, Koramangala 4th Block');
  await field(page, /^Postal code/).fill('560034');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('14, 3rd Cross, Koramangala 4th Block').first().waitFor();
}

describe('buying as the demo buyer', () => {
  it('asks a visitor to log in at checkout', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/checkout`);
    await page.waitForURL(/\/login/);
    await page.context().close();
  });

  it("sets the location on the map, adds two sellers' products, adds an address, places orders split per seller and cancels one", async () => {
    const page = await app.newPage();
    await serveMap(page);
    await signInAsDemoBuyer(page, app.server.url);
    await setLocationOnMap(page);
    await page.goto(`${app.server.url}/cart`);
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();

    // Cement from the cheapest landed supplier, steel from another seller.
    await openProduct(page, app.server.url, 'UltraTech OPC 53');
    await addOfferToCart(page, 20);
    await openProduct(page, app.server.url, 'Kamdhenu');
    await addOfferToCart(page, 2, 'last');
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 22 items' }).first().isVisible()).toBe(true);

    await page.goto(`${app.server.url}/cart`);
    await page.getByText('Delivery charges: ₹250 base + ₹25/km from seller location').waitFor();
    await page.getByRole('button', { name: /Increase quantity of .*UltraTech/ }).click();
    await expect.poll(() => page.getByRole('spinbutton', { name: /Quantity of .*UltraTech/ }).inputValue()).toBe('21');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByText('You have no saved addresses yet.').waitFor();

    await addAddress(page);
    await page.goto(`${app.server.url}/checkout`);
    const address = page.getByRole('radio', { name: /Koramangala/ });
    await expect.poll(() => address.isChecked()).toBe(true);
    await page.getByText('Cash on Delivery').first().waitFor();
    const shownTotal = await checkoutTotalFor(page, app.server.url, 'Koramangala');

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders$/);
    await page.getByText('Order placed successfully!').waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /Cart, 0 items|^Cart$/ })
          .first()
          .isVisible(),
      )
      .toBe(true);

    // Each seller got its own order, and together they cost what checkout showed.
    const orders = await page.request.get(`${app.server.url}/api/v1/orders/`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
    });
    const placed = (await orders.json()) as Array<{ id: number; total_amount: number; status: string; seller: { id: number } }>;
    expect(placed).toHaveLength(2);
    expect(new Set(placed.map((order) => order.seller.id)).size).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/orders');
    expect(placed.reduce((sum, order) => sum + order.total_amount, 0)).toBeCloseTo(shownTotal, 0);

    const first = placed[0]!;
    await page.goto(`${app.server.url}/orders/${first.id}`);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order #${first.id}?` });
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText('Cancelled').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    await page.context().close();
  });

  it('goes from product to placed order to order detail at mobile width', async () => {
    const page = await app.newPage(VIEWPORTS.mobile);
    await signInAsDemoBuyer(page, app.server.url);
    await openProduct(page, app.server.url, 'UltraTech OPC 53');
    await addOfferToCart(page, 2);
    await openProduct(page, app.server.url, 'Kamdhenu');
    await addOfferToCart(page, 1);
    await page.goto(`${app.server.url}/cart`);
    await page.getByRole('button', { name: /Remove .*Kamdhenu/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /Remove .*Kamdhenu/ }).count()).toBe(0);
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await noSideScroll()).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    // The address added in the journey above is the default, and is preselected.
    await expect.poll(() => page.getByRole('radio', { name: /Koramangala/ }).isChecked()).toBe(true);
    expect(await noSideScroll()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    await page.getByText('Order placed successfully!').waitFor();
    await page.getByRole('region', { name: 'Status' }).getByText('Pending').waitFor();
    await page
      .getByText(/UltraTech OPC 53/)
      .first()
      .waitFor();
    expect(await noSideScroll()).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('the cart on a phone', () => {
  it('keeps the total and Proceed to Checkout on the screen, above the bottom bar, from the top of the cart', async () => {
    await demoBuyerWithACart(app.server.url);
    const page = await app.newPage({ width: 360, height: 640 });
    await signInAsDemoBuyer(page, app.server.url);
    await page.goto(`${app.server.url}/cart`);
    const proceed = page.getByRole('link', { name: 'Proceed to Checkout' });
    await proceed.waitFor();
    // One Proceed to Checkout on a phone: the summary's own is the bar's on a wide screen.
    expect(await proceed.count()).toBe(1);
    const box = (await proceed.boundingBox())!;
    const bottomBar = (await page.getByRole('navigation', { name: 'Mobile' }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bottomBar.y + 1);
    expect(box.y).toBeGreaterThan(0);
    const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(topmost).toBe('Proceed to Checkout');
    expect(await page.getByText(/^Total ₹[\d,.]+$/).isVisible()).toBe(true);
    await page.context().close();
  });
});
