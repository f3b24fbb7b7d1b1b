import { count, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { startTestPostgres } from '../db/testing/postgres.ts';
import { addressBody, createBuyer, ListingPool, stockOf, type TestBuyer, type TestListing } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

// Checkout and cancel under real concurrency, on PostgreSQL 15 in a throw-away cluster (PGlite runs
// one query at a time, so races cannot happen there). Skipped, with the reason, where none can start.
const cluster = await startTestPostgres().catch((error: Error) => {
  console.warn(`Skipping the PostgreSQL checkout tests: ${error.message}`);
  return undefined;
});
afterAll(() => cluster?.stop());

describe.skipIf(!cluster)('checkout on PostgreSQL 15', () => {
  if (!cluster) return;
  let server: TestServer;
  let pool: ListingPool;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: await cluster.createDatabase('checkout') });
    await seedDemoData(server.db);
    pool = new ListingPool(server.db);
  }, 60_000);
  afterAll(() => server?.close());

  interface Shopper extends TestBuyer {
    addressId: number;
  }

  async function shopper(): Promise<Shopper> {
    const buyer = await createBuyer(server.db);
    const address = await server.call('POST', '/api/v1/addresses/', { token: buyer.token, json: addressBody() });
    expect(address.status).toBe(201);
    return { ...buyer, addressId: address.body.id };
  }

  async function fill(buyer: TestBuyer, lines: [TestListing, number][]): Promise<void> {
    for (const [listing, quantity] of lines) {
      const response = await server.call('POST', '/api/v1/cart/add', { token: buyer.token, json: { listing_id: listing.id, quantity } });
      expect(response.status).toBe(200);
    }
  }

  const checkout = (buyer: Shopper, key?: string) =>
    server.call('POST', `/api/v1/cart/checkout?shipping_address_id=${buyer.addressId}`, {
      token: buyer.token,
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    });

  async function orderedQuantity(listingId: number): Promise<number> {
    const [row] = await server.db
      .select({ n: sum(orderItems.quantity).mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.listingId, listingId));
    return row?.n ?? 0;
  }

  const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort();

  it('50 buyers checking out at once for a listing with stock 10 get exactly 10 orders, and stock 0', async () => {
    const [[listing]] = await pool.take([1], 10);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    for (const buyer of buyers) await fill(buyer, [[listing!, 1]]);

    const responses = await Promise.all(buyers.map((buyer) => checkout(buyer)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(10);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused).toHaveLength(40);
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(response.body.detail).toBe(`Not enough stock for ${listing!.productName}`);
    }
    expect(await stockOf(server.db, listing!.id)).toBe(0);
    expect(await orderedQuantity(listing!.id)).toBe(10);
  }, 60_000);

  it('two buyers racing for the last units with 20 parallel checkouts never oversell', async () => {
    const [[listing]] = await pool.take([1], 10);
    const first = await shopper();
    const second = await shopper();
    await fill(first, [[listing!, 6]]);
    await fill(second, [[listing!, 6]]);

    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => checkout(index % 2 === 0 ? first : second)));
    expect(responses.every((response) => [201, 400, 409].includes(response.status))).toBe(true);
    // Only one of the two carts fits the stock; each buyer's cart is ordered at most once.
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const stock = await stockOf(server.db, listing!.id);
    expect(stock).toBe(4);
    expect(await orderedQuantity(listing!.id)).toBe(6);
    expect(stock + (await orderedQuantity(listing!.id))).toBe(10);
  }, 60_000);

  it('carts holding the same listings in opposite orders neither deadlock into 500s nor oversell', async () => {
    const [[x], [y]] = await pool.take([1, 1], 10);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
    for (const [index, buyer] of buyers.entries()) {
      await fill(
        buyer,
        index % 2 === 0
          ? [
              [x!, 1],
              [y!, 1],
            ]
          : [
              [y!, 1],
              [x!, 1],
            ],
      );
    }
    const responses = await Promise.all(buyers.map((buyer) => checkout(buyer)));
    expect(statuses(responses)).toEqual([...Array(10).fill(201), ...Array(10).fill(409)]);
    expect(await stockOf(server.db, x!.id)).toBe(0);
    expect(await stockOf(server.db, y!.id)).toBe(0);
    expect(await orderedQuantity(x!.id)).toBe(10);
    expect(await orderedQuantity(y!.id)).toBe(10);
  }, 60_000);

  it('checkouts refused for one short line take none of the stock of their other lines, racing or not', async () => {
    const [[plenty], [scarce]] = await pool.take([1, 1], 10);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    for (const [index, buyer] of buyers.entries()) {
      await fill(
        buyer,
        index % 2 === 0
          ? [
              [plenty!, 1],
              [scarce!, 2],
            ]
          : [
              [scarce!, 2],
              [plenty!, 1],
            ],
      );
    }
    const responses = await Promise.all(buyers.map((buyer) => checkout(buyer)));
    // The scarce listing's 10 units cover 5 carts: the other 5 are refused whole.
    expect(statuses(responses)).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
    expect(await stockOf(server.db, scarce!.id)).toBe(0);
    expect(await stockOf(server.db, plenty!.id)).toBe(5);
    expect(await orderedQuantity(plenty!.id)).toBe(5);
  }, 60_000);

  it('10 parallel checkouts with one Idempotency-Key create exactly one set of orders', async () => {
    const [[a], [b]] = await pool.take([1, 1], 10);
    const buyer = await shopper();
    await fill(buyer, [
      [a!, 2],
      [b!, 3],
    ]);
    const responses = await Promise.all(Array.from({ length: 10 }, () => checkout(buyer, 'one-checkout')));
    const placed = responses.filter((response) => response.status === 201);
    for (const response of responses.filter((response) => response.status !== 201)) {
      expect(response.status).toBe(409);
      expect(response.body.detail).toBe('A checkout with this Idempotency-Key is still in progress');
    }
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const response of placed) expect(response.body).toEqual(placed[0]!.body);
    expect(placed[0]!.body.order_ids).toHaveLength(2);

    const [row] = await server.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.id));
    expect(row?.n).toBe(2);
    expect(await stockOf(server.db, a!.id)).toBe(8);
    expect(await stockOf(server.db, b!.id)).toBe(7);
    const replay = await checkout(buyer, 'one-checkout');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(placed[0]!.body);
  }, 60_000);

  it('10 parallel cancels of one order restore its stock exactly once', async () => {
    const [[a1, a2]] = await pool.take([2], 10);
    const buyer = await shopper();
    await fill(buyer, [
      [a1!, 4],
      [a2!, 5],
    ]);
    const placed = await checkout(buyer);
    expect(placed.status).toBe(201);
    expect(await stockOf(server.db, a1!.id)).toBe(6);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => server.call('POST', `/api/v1/orders/${placed.body.id}/cancel`, { token: buyer.token })),
    );
    expect(statuses(responses)).toEqual([200, ...Array(9).fill(409)]);
    expect(await stockOf(server.db, a1!.id)).toBe(10);
    expect(await stockOf(server.db, a2!.id)).toBe(10);
    const [order] = await server.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [placed.body.id]));
    expect(order?.status).toBe('cancelled');
  }, 60_000);

  it('checkouts and cancels of the same listing running together keep the stock exact', async () => {
    const [[listing]] = await pool.take([1], 30);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    for (const buyer of buyers.slice(0, 5)) await fill(buyer, [[listing!, 2]]);
    const firstRound = await Promise.all(buyers.slice(0, 5).map((buyer) => checkout(buyer)));
    expect(statuses(firstRound)).toEqual(Array(5).fill(201));
    for (const buyer of buyers.slice(5)) await fill(buyer, [[listing!, 3]]);

    const mixed = await Promise.all([
      ...buyers.slice(0, 5).map((buyer, index) => server.call('POST', `/api/v1/orders/${firstRound[index]!.body.id}/cancel`, { token: buyer.token })),
      ...buyers.slice(5).map((buyer) => checkout(buyer)),
    ]);
    expect(mixed.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    // 30 - 5 x 2 ordered + 5 x 2 cancelled - 5 x 3 ordered = 15.
    expect(await stockOf(server.db, listing!.id)).toBe(15);
  }, 60_000);
});
