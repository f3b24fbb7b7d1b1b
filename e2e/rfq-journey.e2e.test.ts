import { describe, expect, it } from 'vitest';
import { firstProductsOf, seededSellerToken, storedOrders } from '../packages/server/src/testing/journeyFixtures.ts';
import { createSeller } from '../packages/server/src/testing/sellerFixtures.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { field } from './support/journeys.ts';
import { latestOtpFromOutbox } from './support/server.ts';

const app = useAppUnderTest();

const PARTNER = 'buildright-journal';
const VISITOR = { name: 'Meena Iyer', phone: '9123400077' };
const SITE = '560001';
/** Sri Lakshmi Building Materials' phone, as seeded (the demo seller). */
const LAKSHMI_PHONE = '+91 80 2337 4412';

interface SellerRfqItem {
  id: number;
  description: string;
  quantity: number;
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
  // A seller who offers a quantity has it in stock: each priced listing is stocked for its item.
  for (const [index, item] of items.entries()) {
    if (item.listing_id) await api(`/sellers/me/listings/${item.listing_id}`, token, { method: 'PUT', json: { stock_quantity: rfq.items[index]!.quantity } });
  }
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

    // The buyer follows the link to the request: the offers side by side, Kaveri's partial.
    await visitor.goto(href!);
    await visitor.getByText('Partial offer').first().waitFor();
    // Item by item: cement, sand and bricks from the depot, steel from Kaveri (its best), nothing from Sri Lakshmi.
    const choose = async (item: RegExp, seller: string) => {
      const group = visitor.getByRole('group', { name: item });
      await group.getByRole('radio', { name: new RegExp(`^${seller}`) }).check();
    };
    await choose(/^Cement \(OPC 43\)/, 'Hebbal Cement & Blocks Depot');
    await choose(/^Sand/, 'Hebbal Cement & Blocks Depot');
    await choose(/^Bricks/, 'Hebbal Cement & Blocks Depot');
    await choose(/^TMT steel bars/, 'Kaveri Steel & Cement Traders');
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await visitor.getByRole('button', { name: 'Review and accept' }).click();

    // A new account has no address yet: the site is added on the way.
    await visitor.getByRole('button', { name: 'Add a new address' }).click();
    const addressForm = visitor.getByRole('dialog', { name: 'Add New Address' });
    await addressForm.waitFor();
    await field(visitor, /^Address line 1/).fill('Site No. 14, Residency Road');
    await field(visitor, /^Postal code/).fill(SITE);
    await field(visitor, /^City/).fill('Bangalore');
    await addressForm.getByRole('button', { name: 'Save Address' }).click();
    await addressForm.waitFor({ state: 'hidden' });
    await visitor.getByRole('button', { name: 'Place 2 orders' }).click();
    await visitor.getByText('Your 2 orders are placed, one per supplier.').waitFor();

    // Two orders at the offered prices, for the partner the blog is; from the RFQ.
    const orderIds = await Promise.all(
      (await visitor.getByRole('link', { name: /^Order #\d+$/ }).allTextContents()).map((text) => Number(text.replace('Order #', ''))),
    );
    const placed = await storedOrders(app.server.db, orderIds);
    expect(placed).toHaveLength(2);
    expect(placed.every((order) => order.source === 'rfq' && order.partnerId === PARTNER)).toBe(true);
    const prices = placed.flatMap((order) => order.lines.map((line) => line.unitPrice)).sort((a, b) => a - b);
    expect(prices).toEqual([9, 52, 66, 372]);

    // Sri Lakshmi, not chosen, is told: the offer is closed in the dashboard, and by SMS where texts are sent.
    const closed = await api<SellerView>(`/sellers/me/rfqs/${rfqId}`, lakshmi);
    expect(closed.offer?.status).toBe('closed');
    // The text goes once the acceptance is committed, without keeping the buyer waiting.
    const closedTexts = async () => {
      const outbox = await fetch(`${app.server.url}/api/v1/dev/outbox?phone=${encodeURIComponent(LAKSHMI_PHONE)}`);
      const { messages } = (await outbox.json()) as { messages: Array<{ text: string }> };
      return messages.filter((message) => message.text.includes(`site at ${SITE}`) && message.text.includes('has closed')).length;
    };
    await expect.poll(closedTexts).toBe(1);
    await visitor.context().close();
  });
});
