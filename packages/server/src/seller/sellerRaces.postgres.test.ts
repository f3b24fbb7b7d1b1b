import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusEvents, priceHistory } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { startTestPostgres } from '../db/testing/postgres.ts';
import { stockOf } from '../testing/shopFixtures.ts';
import { createSeller, listProduct, placeOrder, shopper, someProducts, type TestProduct, type TestSeller } from '../testing/sellerFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

// The seller's writes under real concurrency, on PostgreSQL 15 in a throw-away cluster (PGlite runs
// one query at a time, so races cannot happen there). Skipped, with the reason, where none can start.
const cluster = await startTestPostgres().catch((error: Error) => {
  console.warn(`Skipping the PostgreSQL seller tests: ${error.message}`);
  return undefined;
});
afterAll(() => cluster?.stop());

describe.skipIf(!cluster)('seller writes on PostgreSQL 15', () => {
  if (!cluster) return;
  let server: TestServer;
  let catalogue: TestProduct[];

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: await cluster.createDatabase('seller') });
    await seedDemoData(server.db);
    catalogue = await someProducts(server.db, 3);
  }, 60_000);
  afterAll(() => server?.close());

  const sellerOrders = async (seller: TestSeller) => server.db.select({ id: orders.id }).from(orders).where(eq(orders.sellerId, seller.id));

  it('10 simultaneous conversions of one lead make exactly one order and take the stock once', async () => {
    const seller = await createSeller(server.db);
    const listing = await listProduct(server, seller, catalogue[0]!.id, { stock_quantity: 20 });
    const lead = await server.call('POST', '/api/v1/crm/leads', { token: seller.token, json: { title: 'Race', listing_id: listing.id, quantity: 3 } });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => server.call('POST', `/api/v1/crm/leads/${lead.body.id}/convert-to-order`, { token: seller.token })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const response of responses.filter((response) => response.status !== 201)) {
      expect(response.status).toBe(409);
      expect(response.body.detail).toBe('This lead has already been converted to an order');
    }
    expect(await stockOf(server.db, listing.id)).toBe(17);
    expect(await sellerOrders(seller)).toHaveLength(1);
  }, 60_000);

  it('two leads racing for the last units of a listing never oversell it', async () => {
    const seller = await createSeller(server.db);
    const listing = await listProduct(server, seller, catalogue[1]!.id, { stock_quantity: 5 });
    const leads = await Promise.all(
      [1, 2].map(
        async (n) =>
          (await server.call('POST', '/api/v1/crm/leads', { token: seller.token, json: { title: `Lead ${n}`, listing_id: listing.id, quantity: 4 } })).body
            .id as number,
      ),
    );
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => server.call('POST', `/api/v1/crm/leads/${leads[index % 2]}/convert-to-order`, { token: seller.token })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.every((response) => [201, 409].includes(response.status))).toBe(true);
    expect(await stockOf(server.db, listing.id)).toBe(1);
    expect(await sellerOrders(seller)).toHaveLength(1);
  }, 60_000);

  it('10 simultaneous advances of one order apply once, with one status event', async () => {
    const seller = await createSeller(server.db);
    const listing = await listProduct(server, seller, catalogue[2]!.id, { stock_quantity: 5 });
    const orderId = await placeOrder(server, await shopper(server), listing.id, 1);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call('PUT', `/api/v1/orders/seller/orders/${orderId}/status`, { token: seller.token, json: { status: 'processing' } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const events = await server.db.select({ status: orderStatusEvents.status }).from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId));
    expect(events.map((event) => event.status).sort()).toEqual(['pending', 'processing']);
  }, 60_000);

  it('simultaneous price edits leave an unbroken price history (each old price is the one replaced)', async () => {
    const seller = await createSeller(server.db);
    const listing = await listProduct(server, seller, catalogue[0]!.id, { price: 100 });
    const prices = Array.from({ length: 10 }, (_, index) => 101 + index);
    const responses = await Promise.all(
      prices.map((price) => server.call('PUT', `/api/v1/sellers/me/listings/${listing.id}`, { token: seller.token, json: { price } })),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const history = await server.db.select().from(priceHistory).where(eq(priceHistory.listingId, listing.id)).orderBy(asc(priceHistory.id));
    expect(history).toHaveLength(11);
    for (let index = 1; index < history.length; index += 1) expect(history[index]!.oldPricePaise).toBe(history[index - 1]!.newPricePaise);
  }, 60_000);
});
