import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES, ADMIN_ORDERS_CSV, PARTNER_ID_MESSAGE } from '@nirmaan/core/pure';
import { orders, users } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { createSeller, download, listProduct, placeOrder, someProducts, type TestSeller } from '../testing/sellerFixtures.ts';
import { addressBody, createBuyer, type TestBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/*
 * The admin's orders (issue 28): every order with filters and paging, one order with everything
 * about it, and the filtered list as a CSV file; admin token only.
 */

let server: TestServer;
let admin: TestAdmin;
let cementSeller: TestSeller;
let sandSeller: TestSeller;
/** Orders placed in beforeAll: through a partner, plain, and from the other seller to a Chennai site. */
const placed = { viaPartner: 0, plain: 0, chennai: 0 };
const PARTNER = 'orders-test-dealer';

type Buyer = TestBuyer & { addressId: number };
let buyer: Buyer;

async function buyerAt(city: string, name: { first: string; last: string; email: string }): Promise<Buyer> {
  const created = await createBuyer(server.db, { latitude: 12.9716, longitude: 77.5946 });
  await server.db.update(users).set({ firstName: name.first, lastName: name.last, email: name.email }).where(eq(users.id, created.id));
  const address = await server.call('POST', '/api/v1/addresses/', { token: created.token, json: addressBody({ city }) });
  expect(address.status).toBe(201);
  return { ...created, addressId: address.body.id };
}

const list = (query: Record<string, string | number>, token = admin.token) =>
  server.call('GET', `/api/v1/admin/orders?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`, { token });
const ids = (body: Array<{ id: number }>) => body.map((order) => order.id);

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = await createAdmin(server.db);
  cementSeller = await createSeller(server.db, 'Orders Test Cement Depot');
  sandSeller = await createSeller(server.db, 'Orders Test Sand Yard');
  const [cement, sand] = await someProducts(server.db, 2, 11);
  const cementListing = await listProduct(server, cementSeller, cement!.id, { price: 400 });
  const sandListing = await listProduct(server, sandSeller, sand!.id, { price: 55.5 });
  buyer = await buyerAt('Bengaluru', { first: 'Lakshmi', last: 'Narayan', email: 'lakshmi@example.com' });
  const chennaiBuyer = await buyerAt('Chennai', { first: '=HYPERLINK("http://evil.example","click")', last: '', email: 'evil@example.com' });
  placed.viaPartner = await placeOrder(server, buyer, cementListing.id, 3, PARTNER);
  placed.plain = await placeOrder(server, buyer, cementListing.id, 1);
  placed.chennai = await placeOrder(server, chennaiBuyer, sandListing.id, 10);
}, 60_000);
afterAll(() => server.close());

describe('admin orders: who may see them', () => {
  it('answers 401 without a token and 403 to buyers and sellers, for the list, an order and the export', async () => {
    for (const path of ['/api/v1/admin/orders', `/api/v1/admin/orders/${placed.plain}`, '/api/v1/admin/orders/export']) {
      expect((await server.call('GET', path)).status, path).toBe(401);
      expect((await server.call('GET', path, { token: buyer.token })).status, path).toBe(403);
      expect((await server.call('GET', path, { token: cementSeller.token })).status, path).toBe(403);
      expect((await server.call('GET', path, { token: admin.token })).status, path).toBe(200);
    }
  });
});

describe('admin orders list', () => {
  it('shows every order newest first with the buyer by name, the seller, city, partner, items and total', async () => {
    const response = await list({ seller_id: cementSeller.id });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(ids(response.body)).toEqual([placed.plain, placed.viaPartner]);
    expect(response.body[1]).toMatchObject({
      id: placed.viaPartner,
      status: 'pending',
      buyer: { user_id: buyer.id, name: 'Lakshmi Narayan', email: 'lakshmi@example.com' },
      seller: { id: cementSeller.id, name: 'Orders Test Cement Depot' },
      city: 'Bengaluru',
      partner_id: PARTNER,
      item_count: 1,
    });
    expect(response.body[1].total_amount).toBeGreaterThan(1200);
  });

  it('filters by partner, seller, city (any case) and status', async () => {
    expect(ids((await list({ partner_id: PARTNER })).body)).toEqual([placed.viaPartner]);
    expect(ids((await list({ seller_id: sandSeller.id })).body)).toEqual([placed.chennai]);
    expect(ids((await list({ city: '  chennai ', seller_id: sandSeller.id })).body)).toEqual([placed.chennai]);
    expect(ids((await list({ city: 'Chennai', seller_id: cementSeller.id })).body)).toEqual([]);

    const advanced = await server.call('PUT', `/api/v1/orders/seller/orders/${placed.plain}/status`, {
      token: cementSeller.token,
      json: { status: 'processing' },
    });
    expect(advanced.status).toBe(200);
    expect(ids((await list({ status: 'processing', seller_id: cementSeller.id })).body)).toEqual([placed.plain]);
    expect(ids((await list({ status: 'pending', seller_id: cementSeller.id })).body)).toEqual([placed.viaPartner]);
  });

  it('filters by the days placed in India, both ends included', async () => {
    // 18:40 UTC on 1 March is 00:10 on 2 March in India.
    await server.db
      .update(orders)
      .set({ orderDate: new Date('2026-03-01T18:40:00Z') })
      .where(eq(orders.id, placed.chennai));
    const sand = { seller_id: sandSeller.id };
    expect(ids((await list({ ...sand, placed_from: '2026-03-02', placed_to: '2026-03-02' })).body)).toEqual([placed.chennai]);
    expect(ids((await list({ ...sand, placed_to: '2026-03-01' })).body)).toEqual([]);
    expect(ids((await list({ ...sand, placed_from: '2026-03-03' })).body)).toEqual([]);
  });

  it('pages with limit and offset, the total of all matches in X-Total-Count', async () => {
    const all = await list({ limit: 100 });
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    const second = await list({ limit: 1, offset: 1 });
    expect(second.headers.get('x-total-count')).toBe(String(total));
    expect(ids(second.body)).toEqual([all.body[1].id]);
    const dates = all.body.map((order: { order_date: string }) => order.order_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses bad filters with a 422 that says what is wrong', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ status: 'lost' }, 'status must be one of'],
      [{ seller_id: 'abc' }, 'seller_id must be a positive whole number'],
      [{ placed_from: '2026-02-30' }, ADMIN_ORDER_MESSAGES.badDate('placed_from')],
      [{ placed_to: '01/03/2026' }, ADMIN_ORDER_MESSAGES.badDate('placed_to')],
      [{ placed_from: '2026-03-05', placed_to: '2026-03-01' }, ADMIN_ORDER_MESSAGES.dateOrder],
      [{ partner_id: 'x'.repeat(65) }, PARTNER_ID_MESSAGE],
      [{ city: 'x'.repeat(101) }, 'city can be at most 100 characters'],
      [{ limit: 0 }, 'limit must be between 1 and 100'],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(JSON.stringify(response.body), JSON.stringify(query)).toContain(message.replaceAll('"', '\\"'));
    }
  });
});

describe('admin order detail', () => {
  it('shows the buyer, seller, address, items, charges and the status history with who changed it', async () => {
    const response = await server.call('GET', `/api/v1/admin/orders/${placed.plain}`, { token: admin.token });
    expect(response.status).toBe(200);
    const order = response.body;
    expect(order.buyer).toEqual({ user_id: buyer.id, name: 'Lakshmi Narayan', phone: expect.stringMatching(/^\+91\d{10}$/), email: 'lakshmi@example.com' });
    expect(order.seller).toMatchObject({ id: cementSeller.id, name: 'Orders Test Cement Depot' });
    expect(order.shipping_address).toMatchObject({ address_line1: '14, 3rd Main Road', city: 'Bengaluru', postal_code: '560034' });
    expect(order.items).toEqual([{ id: expect.any(Number), product_name: expect.any(String), quantity: 1, price_per_unit: 400, line_total: 400 }]);
    expect(order.charges.subtotal).toBe(400);
    expect(order.charges.total_amount).toBe(order.charges.subtotal + order.charges.delivery_charges);
    expect(order.status).toBe('processing');
    expect(order.status_history.map((change: { status: string; actor_role: string }) => [change.status, change.actor_role])).toEqual([
      ['pending', 'buyer'],
      ['processing', 'seller'],
    ]);
  });

  it('shows the GST of its tax invoice and the cancellation in the history', async () => {
    const cancelled = await server.call('POST', `/api/v1/orders/${placed.viaPartner}/cancel`, { token: buyer.token });
    expect(cancelled.status).toBe(200);
    const order = (await server.call('GET', `/api/v1/admin/orders/${placed.viaPartner}`, { token: admin.token })).body;
    expect(order.status_history.at(-1)).toMatchObject({ status: 'cancelled', actor_role: 'buyer' });
    const taxes = order.charges.taxes;
    expect(taxes.invoice_number).toMatch(/^INV\//);
    expect(taxes.cgst).toBeGreaterThan(0);
    expect(taxes.taxable_value + taxes.cgst + taxes.sgst + taxes.igst).toBeCloseTo(order.charges.total_amount, 2);
  });

  it('answers 404 for an unknown order and 422 for an id that is not one', async () => {
    const missing = await server.call('GET', '/api/v1/admin/orders/99999999', { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: ADMIN_ORDER_MESSAGES.notFound });
    expect((await server.call('GET', '/api/v1/admin/orders/abc', { token: admin.token })).status).toBe(422);
  });
});

describe('admin orders CSV', () => {
  it('exports the filtered orders with money in rupees and a formula in a buyer name neutralised', async () => {
    const file = await download(server, `/api/v1/admin/orders/export?seller_id=${sandSeller.id}`, admin.token);
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    expect(file.disposition).toBe(`attachment; filename="${ADMIN_ORDERS_CSV.filename}"`);
    const [header, ...rows] = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(ADMIN_ORDERS_CSV.columns.join(','));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(rows[0]).not.toMatch(/,"?=HYPERLINK/);
    const order = (await server.call('GET', `/api/v1/admin/orders/${placed.chennai}`, { token: admin.token })).body;
    expect(rows[0]).toContain(`,555,${order.charges.delivery_charges},${order.charges.total_amount}`);
    expect(rows[0]).toContain('Chennai');
  });

  it('refuses bad filters for the export as for the list', async () => {
    const response = await server.call('GET', '/api/v1/admin/orders/export?placed_from=2026-13-01', { token: admin.token });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toContain(ADMIN_ORDER_MESSAGES.badDate('placed_from'));
  });
});
