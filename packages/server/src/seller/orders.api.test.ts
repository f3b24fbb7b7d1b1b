import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusEvents } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { adminToken, createSeller, listProduct, placeOrder, shopper, someProducts, type TestProduct, type TestSeller } from '../testing/sellerFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let catalogue: TestProduct[];
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  catalogue = await someProducts(server.db, 4);
}, 60_000);
afterAll(() => server.close());

const ORDERS = '/api/v1/sellers/me/orders';
const statusPath = (id: number | string) => `/api/v1/orders/seller/orders/${id}/status`;
const setStatus = (seller: TestSeller, id: number | string, status: unknown) => server.call('PUT', statusPath(id), { token: seller.token, json: { status } });

/** Seller A with a listing, and a buyer's order of 3 of it. */
async function orderOfA() {
  const seller = await createSeller(server.db);
  const listing = await listProduct(server, seller, catalogue[0]!.id, { price: 410.5, stock_quantity: 20 });
  const buyer = await shopper(server);
  const orderId = await placeOrder(server, buyer, listing.id, 3);
  return { seller, listing, buyer, orderId };
}

async function events(orderId: number) {
  const rows = await server.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId)).orderBy(asc(orderStatusEvents.id));
  return rows.map((row) => [row.status, row.actorRole, row.actorId]);
}

describe('who may use the seller order routes', () => {
  it('answers 401 without a token and 403 to a buyer or an admin', async () => {
    const buyer = await createBuyer(server.db);
    const admin = await adminToken();
    for (const [method, path] of [
      ['GET', ORDERS],
      ['PUT', statusPath(1)],
    ] as const) {
      expect((await server.call(method, path, { json: method === 'PUT' ? { status: 'processing' } : undefined })).status).toBe(401);
      expect((await server.call(method, path, { token: buyer.token, json: method === 'PUT' ? { status: 'processing' } : undefined })).status).toBe(403);
      expect((await server.call(method, path, { token: admin, json: method === 'PUT' ? { status: 'processing' } : undefined })).status).toBe(403);
    }
  });
});

describe("the seller's orders", () => {
  it('lists the orders of the seller with customer, shipping address, items, totals, status and the next step', async () => {
    const { seller, listing, buyer, orderId } = await orderOfA();
    const other = await createSeller(server.db);

    const listed = await server.call('GET', ORDERS, { token: seller.token });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(listed.body).toHaveLength(1);
    const [order] = listed.body;
    expect(order).toMatchObject({
      id: orderId,
      status: 'pending',
      source: 'checkout',
      payment_method: 'cod',
      subtotal: 1231.5,
      user: { id: buyer.id, first_name: 'Test', last_name: 'Buyer', phone: expect.stringMatching(/^\+91\d{10}$/), email: null },
      customer: { name: 'Test Buyer', phone: expect.stringMatching(/^\+91\d{10}$/), email: null },
      shipping_address: {
        address_line1: '14, 3rd Main Road',
        address_line2: 'Near the water tank',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560034',
      },
      order_items: [
        {
          id: expect.any(Number),
          quantity: 3,
          price_per_unit: 410.5,
          listing: { id: listing.id, product: { id: catalogue[0]!.id, name: catalogue[0]!.name } },
        },
      ],
      status_history: [{ status: 'pending', changed_at: expect.any(String) }],
      next_status: 'processing',
    });
    expect(order.total_amount).toBeCloseTo(order.subtotal + order.delivery_charges, 2);
    expect(order.delivery_charges).toBeGreaterThanOrEqual(250);
    expect(new Date(order.order_date).toISOString()).toBe(order.order_date);

    // Another seller sees none of it.
    const others = await server.call('GET', ORDERS, { token: other.token });
    expect(others.body).toEqual([]);
    expect(others.headers.get('x-total-count')).toBe('0');
  });

  it('pages with limit and offset, newest first', async () => {
    const seller = await createSeller(server.db);
    const listing = await listProduct(server, seller, catalogue[1]!.id, { stock_quantity: 50 });
    const buyer = await shopper(server);
    const ids = [
      await placeOrder(server, buyer, listing.id, 1),
      await placeOrder(server, buyer, listing.id, 1),
      await placeOrder(server, buyer, listing.id, 1),
    ];
    const page = await server.call('GET', `${ORDERS}?limit=2&offset=1`, { token: seller.token });
    expect(page.body.map((order: { id: number }) => order.id)).toEqual([ids[1], ids[0]]);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect((await server.call('GET', `${ORDERS}?limit=0`, { token: seller.token })).status).toBe(422);
    expect((await server.call('GET', `${ORDERS}?limit=abc`, { token: seller.token })).status).toBe(422);
  });
});

describe('advancing an order', () => {
  it('moves pending → processing → shipped → delivered, one step at a time, recording the seller as actor; the buyer sees it', async () => {
    const { seller, buyer, orderId } = await orderOfA();

    const skipped = await setStatus(seller, orderId, 'shipped');
    expect(skipped.status).toBe(409);
    expect(skipped.body.detail).toBe('A pending order can only move to processing');

    const processing = await setStatus(seller, orderId, 'processing');
    expect(processing.status).toBe(200);
    expect(processing.body).toMatchObject({ id: orderId, status: 'processing', next_status: 'shipped' });

    const again = await setStatus(seller, orderId, 'processing');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('A processing order can only move to shipped');
    expect((await setStatus(seller, orderId, 'pending')).status).toBe(409);
    expect((await setStatus(seller, orderId, 'cancelled')).status).toBe(409);

    expect((await setStatus(seller, orderId, 'shipped')).body).toMatchObject({ status: 'shipped', next_status: 'delivered' });
    const delivered = await setStatus(seller, orderId, 'delivered');
    expect(delivered.body).toMatchObject({ status: 'delivered', next_status: null });
    expect(delivered.body.status_history.map((change: { status: string }) => change.status)).toEqual(['pending', 'processing', 'shipped', 'delivered']);

    const done = await setStatus(seller, orderId, 'cancelled');
    expect(done.status).toBe(409);
    expect(done.body.detail).toBe('This order is delivered and its status can no longer change');

    expect(await events(orderId)).toEqual([
      ['pending', 'buyer', buyer.id],
      ['processing', 'seller', seller.id],
      ['shipped', 'seller', seller.id],
      ['delivered', 'seller', seller.id],
    ]);
    const seen = await server.call('GET', `/api/v1/orders/${orderId}`, { token: buyer.token });
    expect(seen.body.status).toBe('delivered');
    // The buyer can no longer cancel it.
    expect((await server.call('POST', `/api/v1/orders/${orderId}/cancel`, { token: buyer.token })).status).toBe(409);
  });

  it('offers nothing for an order the buyer cancelled', async () => {
    const { seller, buyer, orderId } = await orderOfA();
    expect((await server.call('POST', `/api/v1/orders/${orderId}/cancel`, { token: buyer.token })).status).toBe(200);
    const [order] = (await server.call('GET', ORDERS, { token: seller.token })).body;
    expect(order).toMatchObject({ status: 'cancelled', next_status: null });
    const refused = await setStatus(seller, orderId, 'processing');
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('This order is cancelled and its status can no longer change');
  });

  it("answers 404 for another seller's order (and changes nothing), 422 for a bad id or status", async () => {
    const { seller, orderId } = await orderOfA();
    const other = await createSeller(server.db);
    const stolen = await setStatus(other, orderId, 'processing');
    expect(stolen.status).toBe(404);
    expect(stolen.body.detail).toBe('Order not found');
    expect((await setStatus(other, 99_999_999, 'processing')).status).toBe(404);
    const [order] = (await server.call('GET', ORDERS, { token: seller.token })).body;
    expect(order.status).toBe('pending');

    expect((await setStatus(seller, 'abc', 'processing')).status).toBe(422);
    const bogus = await setStatus(seller, orderId, 'teleported');
    expect(bogus.status).toBe(422);
    expect(bogus.body.detail).toBe('status must be one of pending, processing, shipped, delivered, cancelled');
    expect((await server.call('PUT', statusPath(orderId), { token: seller.token, json: {} })).status).toBe(422);
  });
});
