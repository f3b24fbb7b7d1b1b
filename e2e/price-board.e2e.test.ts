import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../packages/core/src/format/format.ts';
import { formatChange } from '../packages/core/src/prices/priceBoardRules.ts';
import type { PriceBoard, PriceRow } from '../packages/core/src/prices/priceTypes.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { axeViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { DEMO_SELLER } from './support/journeys.ts';

const app = useAppUnderTest();

const money = (amount: number) => formatRupees(amount, { paise: !Number.isInteger(amount) });

async function boardFromApi(page: Page, query = '?city=Bangalore'): Promise<PriceBoard> {
  return (await (await page.request.get(`${app.server.url}/api/v1/price-board${query}`)).json()) as PriceBoard;
}

/** The table row of a material (its name is a text of its own in the Material cell). */
const rowOf = (page: Page, material: string) => page.getByRole('row').filter({ has: page.getByText(material, { exact: true }) });

async function openBoard(page: Page): Promise<void> {
  await page.goto(`${app.server.url}/price-today`);
  await page.getByRole('heading', { name: 'Price Today', level: 1 }).waitFor();
  await page.getByRole('table').waitFor();
}

describe('Price Today, computed from the sellers\u2019 prices', () => {
  it("shows the server's rows, and moves when a seller changes a price", async () => {
    const page = await app.newPage();
    await openBoard(page);
    const board = await boardFromApi(page);
    expect(board.rows.length).toBeGreaterThan(10);
    // The first 8 rows, the rest behind Show all.
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(8 + 1);
    await page.getByRole('button', { name: `Show all ${board.rows.length} materials` }).click();
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(board.rows.length + 1);
    await page.getByText(/^Last updated: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/).waitFor();
    await page.getByText(/Prices are indicative/).waitFor();

    // The demo seller raises the price of one of their cement listings by 20%, through the API.
    const login = await page.request.post(`${app.server.url}/api/v1/sellers/login`, { form: { username: DEMO_SELLER.email, password: DEMO_SELLER.password } });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const seller = { authorization: `Bearer ${token}` };
    const listings = (await (await page.request.get(`${app.server.url}/api/v1/sellers/me/listings`, { headers: seller })).json()) as Array<{
      id: number;
      product_id: number;
      price: number;
      is_active: boolean;
    }>;
    const onBoard = new Map(board.rows.filter((row) => row.category === 'Cement').map((row) => [row.id, row]));
    const listing = listings.find((candidate) => candidate.is_active && onBoard.has(candidate.product_id))!;
    const before = onBoard.get(listing.product_id) as PriceRow;
    const row = rowOf(page, before.material);
    // Cells after the Material header: Category, Current Price, Previous Price, Change, Action.
    const cell = (index: number) => row.locator('td').nth(index).textContent();
    await expect.poll(() => cell(1)).toBe(`${money(before.current_price)}per ${before.unit}`);
    expect(await cell(3)).toContain(formatChange(before.change));

    const raised = Math.round(listing.price * 1.2);
    const update = await page.request.put(`${app.server.url}/api/v1/sellers/me/listings/${listing.id}`, { headers: seller, data: { price: raised } });
    expect(update.status()).toBe(200);

    await page.reload();
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: /^Show all \d+ materials$/ }).click();
    const afterBoard = await boardFromApi(page);
    const after = afterBoard.rows.find((candidate) => candidate.id === before.id)!;
    expect(after.current_price).toBeGreaterThan(before.current_price);
    expect(after.previous_price).toBe(before.previous_price);
    expect(after.change).toBeGreaterThan(before.change);
    await expect.poll(() => cell(1)).toBe(`${money(after.current_price)}per ${before.unit}`);
    expect(await cell(2)).toBe(`${money(before.previous_price)}per ${before.unit}`);
    expect(await cell(3)).toBe(`Price up, ${formatChange(after.change)}`);
    // Market Insights follows: the week's biggest riser is the row that rose most (likely this one).
    const riser = afterBoard.rows.reduce((top, candidate) => (candidate.change > top.change ? candidate : top));
    expect(await page.getByRole('region', { name: 'Market Insights' }).textContent()).toContain(
      `Biggest rise this week: ${formatChange(riser.change)}, ${riser.material}`,
    );
    await page.context().close();
  });

  it('filters by category from the keyboard, and passes axe at desktop and 375 px with the Material column in view', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await app.newPage(viewport);
      await openBoard(page);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'All Categories' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('TMT Bars');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('button', { name: 'TMT Bars' }).getAttribute('aria-pressed')).toBe('true');
      const tmt = await boardFromApi(page, '?city=Bangalore&category=TMT%20Bars');
      await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(tmt.rows.length + 1);
      const categories = await page.getByRole('table').locator('tbody tr td:nth-child(2)').allTextContents();
      expect(new Set(categories)).toEqual(new Set(['TMT Bars']));
      expect(await axeViolations(page)).toEqual([]);

      // No sideways scrolling of the page; the table scrolls in its own box with Material kept in view.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const region = page.getByRole('region', { name: /all categories|TMT Bars/ });
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      const material = await page.getByRole('table').getByRole('rowheader').first().boundingBox();
      expect(material!.x).toBeGreaterThanOrEqual(0);
      expect(material!.x + material!.width).toBeLessThanOrEqual(viewport.width);
      await page.context().close();
    }
  });

  it.each([320, 360])('on a %i px phone each material\u2019s current price stands on the screen beside its name', async (width) => {
    const page = await app.newPage({ width, height: 740 });
    await openBoard(page);
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    const boxes = await rows.evaluateAll((rowElements) =>
      rowElements.slice(1).map((row) => {
        const cells = [...row.children] as HTMLElement[];
        const header = cells[0]!.getBoundingClientRect();
        // The first cell with rupees is the current price (the category has none).
        const currentPrice = cells.find((cell) => /₹/.test(cell.textContent ?? ''))!.getBoundingClientRect();
        return { headerRight: header.right, priceLeft: currentPrice.left, priceRight: currentPrice.right };
      }),
    );
    for (const box of boxes) {
      expect(box.priceLeft).toBeGreaterThanOrEqual(box.headerRight - 1);
      expect(box.priceRight).toBeLessThanOrEqual(width);
    }
    await page.context().close();
  });

  it('examples/blog-post.html shows the price board, the BOQ calculator and the chatbot', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/examples/blog-post.html`);
    await page.getByRole('heading', { name: 'What does it cost to build a house in Bangalore this year?' }).waitFor();
    await page.locator('nirmaan-chatbot').getByRole('button', { name: 'Chat with us' }).waitFor();
    await page.locator('nirmaan-price-board').scrollIntoViewIfNeeded();
    await page.locator('nirmaan-price-board').getByRole('table').waitFor();
    await page.locator('nirmaan-price-board').getByRole('heading', { name: 'Price Today' }).waitFor();
    await page.locator('nirmaan-boq-calculator').scrollIntoViewIfNeeded();
    await page.locator('nirmaan-boq-calculator').getByRole('heading', { name: 'BOQ Calculator' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('<nirmaan-price-board partner-id>: Get Quote sends the request with its own partner and fires nirmaan-quote-sent', async () => {
    const page = await app.newPage();
    await page.route(`${app.server.url}/price-board-partner.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Price board</title><script type="module" src="/embed/embed.js"></script></head>
<body><nirmaan-price-board city="Bangalore" partner-id="blog-7"></nirmaan-price-board>
<script>window.quotesSent = []; document.addEventListener('nirmaan-quote-sent', (event) => window.quotesSent.push({ detail: event.detail, bubbles: event.bubbles, composed: event.composed }));</script></body></html>`,
      }),
    );
    await page.goto(`${app.server.url}/price-board-partner.html`);
    const board = page.locator('nirmaan-price-board');
    await board.getByRole('table').waitFor();
    await board
      .getByRole('button', { name: /^Get Quote for / })
      .first()
      .click();
    const dialog = board.getByRole('dialog', { name: 'Get a Quote' });
    await dialog.getByRole('textbox', { name: /Full name/ }).fill('Meena');
    await dialog.getByRole('textbox', { name: /Phone number/ }).fill('9123456780');
    await dialog.getByRole('textbox', { name: /Email/ }).fill('meena@example.com');
    await dialog.getByRole('textbox', { name: /Quantity/ }).fill('80');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/quotes');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ partner_id: 'blog-7', quantity: 80 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { quotesSent: unknown[] }).quotesSent.length)).toBe(1);
    const [event] = await page.evaluate(
      () => (window as unknown as { quotesSent: Array<{ detail: { id: number }; bubbles: boolean; composed: boolean }> }).quotesSent,
    );
    expect(event).toMatchObject({ bubbles: true, composed: true, detail: { id: expect.any(Number) } });
    await page.context().close();
  });
});
