import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { field, rupeesIn, signInAsDemoBuyer } from './support/journeys.ts';

const app = useAppUnderTest();

/** The titles of the product cards once they have loaded. */
/** The titles of the /products page's cards once its list has loaded (the home page's cards are not counted). */
async function productTitles(page: Page): Promise<string[]> {
  const viewPrices = page.getByRole('list', { name: 'Products' }).getByRole('link', { name: /^View Prices for / });
  await viewPrices.first().waitFor();
  return (await viewPrices.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))).map((label) =>
    label.replace('View Prices for ', ''),
  );
}

describe('finding a product', () => {
  it('opens a product from a misspelt header search by keyboard alone', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/`);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.pressSequentially('c');
    // One character never asks for suggestions.
    await page.waitForTimeout(500);
    const suggestions = page.getByRole('listbox').getByRole('option');
    expect(await suggestions.count()).toBe(0);

    await search.pressSequentially('emnt ultratech');
    const firstSuggestion = suggestions.first();
    await firstSuggestion.waitFor();
    const suggested = (await firstSuggestion.textContent()) ?? '';
    expect(suggested).toMatch(/UltraTech/i);

    await search.press('ArrowDown');
    expect(await firstSuggestion.getAttribute('aria-selected')).toBe('true');
    await search.press('Enter');
    await page.waitForURL(/\/products\/\d+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/UltraTech/);

    // A visitor sees landed prices estimated to the header's city until they give a pincode.
    await page.getByRole('radio').first().waitFor();
    await page.getByText('Delivery estimated to central Bangalore.').waitFor();
    // At the quantity a builder typically orders, asked for first.
    expect(await page.getByRole('spinbutton', { name: 'Quantity (Bag)' }).inputValue()).toBe('50');
    expect(await page.getByText(/Landed total for 50 Bag:/).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('does not submit an empty search, and submits a typed one to /products', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/`);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('   ');
    await search.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');

    await search.fill('tmt');
    await search.press('Enter');
    await page.waitForURL(/\/products\?search=tmt/);
    const titles = await productTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => /TMT|Fe ?5\d\d|Steel|Bar/i.test(title))).toBe(true);
    await page.context().close();
  });

  it('says on a 320 px phone when a search matches nothing, and asks for a quote for it instead (issue 29)', async () => {
    const page = await app.newPage({ width: 320, height: 640 });
    await page.goto(`${app.server.url}/`);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.pressSequentially('qzxv');
    await page.getByText('No products match "qzxv".').waitFor();
    const quote = page.getByRole('button', { name: 'Request a quote' });
    const box = (await quote.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await quote.click();
    const dialog = page.getByRole('dialog', { name: 'Get a Quote' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: /Material/ }).inputValue()).toBe('Other');
    expect(await dialog.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Looking for: qzxv');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => search.evaluate((input) => input.matches(':focus'))).toBe(true);
    await page.context().close();
  });

  it('filters the catalogue by a category chosen on the home page', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/`);
    await page
      .getByRole('link', { name: /^Cement/ })
      .first()
      .click();
    await page.waitForURL(/\/products\?category_id=\d+/);
    const titles = await productTitles(page);
    // The cards are the category's products, its sub-categories' included, as the API lists them.
    const categoryId = new URL(page.url()).searchParams.get('category_id');
    const listed = (await (await page.request.get(`${app.server.url}/api/v1/products/?category_id=${categoryId}&limit=12`)).json()) as Array<{
      name: string;
      display_name: string | null;
      parent_category: { name: string } | null;
      category: string;
    }>;
    expect(titles).toEqual(listed.map((product) => product.display_name ?? product.name));
    expect(listed.every((product) => product.parent_category?.name === 'Cement')).toBe(true);
    expect(titles.some((title) => /Ready Mix/.test(title)) && titles.some((title) => /OPC 53/.test(title))).toBe(true);
    await page.context().close();
  });

  it("gives /products on a 360 px phone one search box (the header's) and the category and sort side by side", async () => {
    const page = await app.newPage({ width: 360, height: 740 });
    await page.goto(`${app.server.url}/products`);
    await page.getByLabel('Category').first().waitFor();
    const visibleSearchBoxes = await page
      .getByRole('searchbox')
      .or(page.getByRole('combobox', { name: 'Search products' }))
      .evaluateAll((boxes) => boxes.filter((box) => box.getBoundingClientRect().height > 0).length);
    expect(visibleSearchBoxes).toBe(1);
    const category = (await page.getByRole('combobox', { name: 'Category' }).boundingBox())!;
    const sort = (await page.getByRole('combobox', { name: 'Sort by' }).boundingBox())!;
    expect(Math.abs(category.y - sort.y)).toBeLessThan(2);
    await page.context().close();
  });

  it('shows a 360 px phone eight categories in two columns, then all of them on "Show all"', async () => {
    const page = await app.newPage({ width: 360, height: 740 });
    await page.goto(`${app.server.url}/`);
    const grid = page.getByRole('region', { name: 'Shop by category' }).or(page.locator('section[aria-labelledby="home-categories"]')).first();
    // All the category links, the folded ones included (a role query sees only the shown ones).
    const categoryLinks = grid.locator('a[href*="category_id="]');
    await expect.poll(() => categoryLinks.count()).toBeGreaterThan(8);
    const total = await categoryLinks.count();
    const visibleBoxes = async () =>
      (await categoryLinks.evaluateAll((links) => links.map((link) => link.getBoundingClientRect()))).filter((box) => box.height > 0);
    const folded = await visibleBoxes();
    expect(folded).toHaveLength(8);
    expect(new Set(folded.map((box) => Math.round(box.left))).size).toBe(2);
    await page.getByRole('button', { name: `Show all ${total} categories` }).click();
    expect(await visibleBoxes()).toHaveLength(total);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/products?$/);
    await page.context().close();
  });
});

describe('delivery pincode in the header', () => {
  it('strips non-digits, refuses a short pincode and answers for a served and an unserved one', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/`);
    const pincode = field(page, /^Pincode/);
    await pincode.fill('56-00');
    expect(await pincode.inputValue()).toBe('5600');
    await page.getByRole('button', { name: 'Set pincode' }).click();
    await expect.poll(() => page.getByText('Enter a valid 6-digit pincode').isVisible()).toBe(true);

    await pincode.fill('560034');
    await page.getByRole('button', { name: 'Set pincode' }).click();
    await expect.poll(() => page.getByText(/^Delivery available in .+, Bangalore$/).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('pincode'))).toBe('560034');

    await pincode.fill('110001');
    await pincode.blur();
    await expect.poll(() => page.getByText('Sorry, we do not deliver to 110001 yet').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('comparing suppliers as a buyer with a location', () => {
  it('shows landed prices per supplier and re-sorts them by unit price', async () => {
    const page = await app.newPage();
    await signInAsDemoBuyer(page, app.server.url);
    // A cement that two or more suppliers deliver to the demo buyer's site.
    const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` };
    const cements = (await (await page.request.get(`${app.server.url}/api/v1/products/?search=cement&limit=50`, { headers })).json()) as Array<{
      id: number;
      unit: string;
      listing_count: number;
    }>;
    const compared = cements.find((product) => product.unit === 'Bag' && product.listing_count >= 2);
    expect(compared).toBeDefined();
    await page.goto(`${app.server.url}/products/${compared!.id}`);
    // One bag: every supplier can fill it, so the order is by landed price alone.
    await page.getByRole('spinbutton', { name: 'Quantity (Bag)' }).fill('1');
    await page
      .getByText(/Landed total for 1 Bag:/)
      .first()
      .waitFor();

    const byLanded = (await page.getByText(/Landed total for 1 Bag:/).allTextContents()).map(rupeesIn);
    expect(byLanded.length).toBeGreaterThan(1);
    expect(byLanded).toEqual([...byLanded].sort((a, b) => a - b));

    await page.getByRole('combobox', { name: 'Sort suppliers by' }).selectOption({ label: 'Unit price' });
    const unitPrices = (await page.getByText(/^₹[\d,]+ \/ Bag$/).allTextContents()).map(rupeesIn);
    expect(unitPrices.length).toBe(byLanded.length);
    expect(unitPrices).toEqual([...unitPrices].sort((a, b) => a - b));
    await page.context().close();
  });
});

describe('mobile storefront', () => {
  it('searches from the side menu layout and shows product cards in one column', async () => {
    const page = await app.newPage(VIEWPORTS.mobile);
    await page.goto(`${app.server.url}/products?search=cement`);
    await productTitles(page);
    const boxes = await page.getByRole('article').evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().left));
    expect(boxes[0]).toBe(boxes[1]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('shows a visitor at pincode 560034 the suppliers that deliver there, the others on request, at 360 px without sideways scrolling', async () => {
    const page = await app.newPage({ width: 360, height: 740 });
    await page.goto(`${app.server.url}/`);
    await page.evaluate(() => localStorage.setItem('pincode', '560034'));
    const [product] = (await (await page.request.get(`${app.server.url}/api/v1/products/?search=CEM-OPC53-ULT-50`)).json()) as Array<{ id: number }>;
    await page.goto(`${app.server.url}/products/${product!.id}`);
    await page.getByText('Delivery estimated to pincode 560034.').waitFor();
    const inReach = await page.getByRole('radio').count();
    expect(inReach).toBeGreaterThan(0);
    for (const radio of await page.getByRole('radio').all()) await expect.poll(() => radio.isEnabled()).toBe(true);
    const further = page.getByRole('button', { name: /^Show \d+ suppliers? further away \(nearest [\d.]+ km, delivery ₹[\d,]+\)$/ });
    await further.waitFor();
    const wider = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await wider()).toBeLessThanOrEqual(0);
    await further.click();
    expect(await page.getByRole('radio').count()).toBeGreaterThan(inReach);
    await expect.poll(() => page.getByText(/Delivers within \d+ km only: not to your location/).count()).toBeGreaterThan(0);
    expect(await wider()).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
