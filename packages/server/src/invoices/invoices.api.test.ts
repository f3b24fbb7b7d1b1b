import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, invoices, orders, sellers, users } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { buyerWithAddress, createBuyer, fillCart, ListingPool, type BuyerWithAddress, type TestListing } from '../testing/shopFixtures.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';
import { INVOICE_MESSAGES } from './routes.ts';

let server: TestServer;
let pool: ListingPool;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  pool = new ListingPool(server.db);
}, 60_000);
afterAll(() => server.close());

async function placeOrder(buyer: BuyerWithAddress, lines: [TestListing, number][], query = ''): Promise<number[]> {
  await fillCart(server, buyer, lines);
  const placed = await server.call('POST', `/api/v1/cart/checkout?shipping_address_id=${buyer.addressId}${query}`, { token: buyer.token });
  expect(placed.status).toBe(201);
  return placed.body.order_ids;
}

const documentOf = async (orderId: number, kind: 'invoice' | 'credit_note') =>
  (
    await server.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
  )[0];

describe('GST tax invoices', () => {
  it('seeds HSN codes and GST rates on the top-level categories: cement 2523 at 18 %, bricks 6904 at 12 %', async () => {
    const tops = await server.db
      .select({ name: categories.name, hsn: categories.hsnCode, rate: categories.gstRatePercent })
      .from(categories)
      .where(isNull(categories.parentId));
    expect(tops).toHaveLength(19);
    expect(tops.find((top) => top.name === 'Cement')).toEqual({ name: 'Cement', hsn: '2523', rate: 18 });
    expect(tops.find((top) => top.name === 'Bricks')).toEqual({ name: 'Bricks', hsn: '6904', rate: 12 });
    expect(tops.every((top) => top.hsn !== null && top.rate !== null)).toBe(true);
  });

  it("issues one invoice per order of the split, numbered in each seller's series, whose figures add up to what the order charges", async () => {
    const [[a], [b]] = await pool.take([1, 1], 50);
    const buyer = await buyerWithAddress(server);
    const orderIds = await placeOrder(
      buyer,
      [
        [a!, 3],
        [b!, 2],
      ],
      '&buyer_gstin=29AAGCB7383J1Z4&buyer_business_name=Gowda%20Constructions',
    );
    expect(orderIds).toHaveLength(2);
    for (const orderId of orderIds) {
      const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
      const invoice = await documentOf(orderId, 'invoice');
      expect(invoice, `order ${orderId}`).toBeDefined();
      const { document } = invoice!;
      expect(document.number).toMatch(/^INV\/\d\d-\d\d\/\d{6}$/);
      expect(document.figures.exactTotalPaise).toBe(order!.totalAmountPaise);
      expect(Math.abs(document.figures.roundOffPaise)).toBeLessThanOrEqual(50);
      expect(document.buyer).toMatchObject({ name: 'Gowda Constructions', gstin: '29AAGCB7383J1Z4', state: 'Karnataka', stateCode: '29' });
      const [seller] = await server.db.select({ gstin: sellers.gstin }).from(sellers).where(eq(sellers.id, order!.sellerId));
      expect(document.seller.gstin).toBe(seller!.gstin);
      // Bangalore sellers (29) to a Bangalore site: CGST + SGST; Tamil Nadu sellers would be IGST.
      expect(document.figures.supply).toBe(seller!.gstin!.startsWith('29') ? 'intra-state' : 'inter-state');
      expect(document.figures.lines.at(-1)?.description).toMatch(/^Delivery charges/);
    }
    // The next order of the same seller takes the next number of its series.
    const [first] = orderIds;
    const firstInvoice = await documentOf(first!, 'invoice');
    const again = await placeOrder(buyer, [[a!, 1]]);
    const next = await documentOf(again[0]!, 'invoice');
    const sequence = (number: string) => Number(number.split('/')[2]);
    expect(sequence(next!.number)).toBe(sequence(firstInvoice!.number) + 1);
    expect(next!.document.buyer.gstin).toBeNull();
  });

  it('gives the buyer and the seller the invoice as a PDF, and nobody else', async () => {
    const [[listing]] = await pool.take([1], 10);
    const buyer = await buyerWithAddress(server);
    const [orderId] = await placeOrder(buyer, [[listing!, 1]]);
    const sellerToken = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(listing!.sellerId), role: 'seller' });
    // Both order views name the invoice, so the buyer's order page and the seller's orders offer it.
    const number = (await documentOf(orderId!, 'invoice'))!.number;
    expect((await server.call('GET', `/api/v1/orders/${orderId}`, { token: buyer.token })).body.invoice_number).toBe(number);
    const sellerOrders = (await server.call('GET', '/api/v1/sellers/me/orders', { token: sellerToken })).body as {
      id: number;
      invoice_number: string | null;
    }[];
    expect(sellerOrders.find((order) => order.id === orderId)?.invoice_number).toBe(number);
    for (const [path, token] of [
      [`/api/v1/orders/${orderId}/invoice.pdf`, buyer.token],
      [`/api/v1/sellers/me/orders/${orderId}/invoice.pdf`, sellerToken],
    ] as const) {
      const pdf = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(pdf.status, path).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="invoice-INV-\d\d-\d\d-\d{6}\.pdf"$/);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.subarray(-7).toString()).toMatch(/%%EOF/);
    }
    // The buyer's copy speaks the language of their account, else the one the request asks in (issue 32).
    const buyerCopyLanguage = async () =>
      (
        await fetch(`${server.url}/api/v1/orders/${orderId}/invoice.pdf`, { headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'kn' } })
      ).headers.get('content-language');
    expect(await buyerCopyLanguage()).toBe('kn');
    await server.db.update(users).set({ language: 'ta' }).where(eq(users.id, buyer.id));
    expect(await buyerCopyLanguage()).toBe('ta');

    const stranger = await createBuyer(server.db);
    const refused = await server.call('GET', `/api/v1/orders/${orderId}/invoice.pdf`, { token: stranger.token });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe(INVOICE_MESSAGES.invoiceNotFound);
  });

  it('issues a credit note against the invoice when the order is cancelled, in its own series', async () => {
    const [[listing]] = await pool.take([1], 10);
    const buyer = await buyerWithAddress(server);
    const [orderId] = await placeOrder(buyer, [[listing!, 2]]);
    expect((await server.call('GET', `/api/v1/orders/${orderId}/credit-note.pdf`, { token: buyer.token })).status).toBe(404);
    expect((await server.call('POST', `/api/v1/orders/${orderId}/cancel`, { token: buyer.token })).status).toBe(200);
    const invoice = await documentOf(orderId!, 'invoice');
    const note = await documentOf(orderId!, 'credit_note');
    expect(note!.number).toMatch(/^CN\/\d\d-\d\d\/\d{7}$/);
    expect(note!.document.against).toEqual({ number: invoice!.number, issuedAt: invoice!.document.issuedAt });
    expect(note!.document.figures).toEqual(invoice!.document.figures);
    const pdf = await server.call('GET', `/api/v1/orders/${orderId}/credit-note.pdf`, { token: buyer.token });
    expect(pdf.status).toBe(200);
  });

  it('issues no tax invoice for a seller that has not registered a GSTIN', async () => {
    const [[listing]] = await pool.take([1], 10);
    const [seller] = await server.db.select({ gstin: sellers.gstin }).from(sellers).where(eq(sellers.id, listing!.sellerId));
    await server.db.update(sellers).set({ gstin: null }).where(eq(sellers.id, listing!.sellerId));
    try {
      const buyer = await buyerWithAddress(server);
      const [orderId] = await placeOrder(buyer, [[listing!, 1]]);
      expect(await documentOf(orderId!, 'invoice')).toBeUndefined();
      expect((await server.call('GET', `/api/v1/orders/${orderId}/invoice.pdf`, { token: buyer.token })).status).toBe(404);
    } finally {
      await server.db.update(sellers).set({ gstin: seller!.gstin }).where(eq(sellers.id, listing!.sellerId));
    }
  });
});
