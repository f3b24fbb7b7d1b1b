// Checkout throughput on PostgreSQL 15: 50 buyers (BENCH_BUYERS) at once, each adding a listing to
// the cart and checking out, BENCH_CHECKOUT_ROUNDS times, over 10 listings whose stock covers about
// half of what they ask for — so many checkouts must be refused. Through the HTTP API of the real
// server; the buyers' requests come from this process. Afterwards the oversell check: for every
// listing, units ordered + stock left = the initial stock, and no stock below zero. Prints one JSON
// object (or `{ "skipped": reason }` without PostgreSQL); bench/run.mjs runs it.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { seedDemoData } from '../packages/server/src/db/seed/index.ts';
import { activeListings, addressBody, createBuyer, setStock, type TestBuyer } from '../packages/server/src/testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../packages/server/src/testing/testServer.ts';
import { percentiles, report } from './support/latency.ts';
import { benchPostgres } from './support/postgres.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 8);
const LISTINGS = 10;
const STOCK_PER_LISTING = 40;

interface Buyer extends TestBuyer {
  addressId: number;
}

interface Tally {
  orders: number;
  refusedAtCheckout: number;
  refusedAtCart: number;
  unexpected: Record<string, number>;
  checkoutMs: number[];
}

async function newBuyer(server: TestServer): Promise<Buyer> {
  const buyer = await createBuyer(server.db);
  const address = await server.call('POST', '/api/v1/addresses/', { token: buyer.token, json: addressBody() });
  if (address.status !== 201) throw new Error(`address: ${address.status}`);
  return { ...buyer, addressId: address.body.id };
}

/** One buyer's rounds: add 1-3 units of a listing, check out; after a refusal, empty the cart. */
async function shop(server: TestServer, buyer: Buyer, index: number, listingIds: readonly number[], tally: Tally): Promise<void> {
  const unexpected = (step: string, status: number) => (tally.unexpected[`${step} ${status}`] = (tally.unexpected[`${step} ${status}`] ?? 0) + 1);
  for (let round = 0; round < ROUNDS; round++) {
    const listingId = listingIds[(index * 3 + round) % listingIds.length]!;
    const added = await server.call('POST', '/api/v1/cart/add', { token: buyer.token, json: { listing_id: listingId, quantity: 1 + ((index + round) % 3) } });
    if (added.status === 409) {
      tally.refusedAtCart++;
      continue;
    }
    if (added.status !== 200) unexpected('add', added.status);
    const start = performance.now();
    const checkout = await server.call('POST', `/api/v1/cart/checkout?shipping_address_id=${buyer.addressId}`, { token: buyer.token });
    tally.checkoutMs.push(performance.now() - start);
    if (checkout.status === 201) tally.orders++;
    else {
      if (checkout.status === 409) tally.refusedAtCheckout++;
      else unexpected('checkout', checkout.status);
      await server.call('DELETE', '/api/v1/cart/clear', { token: buyer.token });
    }
  }
}

/** Counts every statement the server's node-postgres connections send (each one a round trip to PostgreSQL). */
function countStatements(): { during: (work: () => Promise<unknown>) => Promise<number> } {
  let sent = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent++;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    async during(work) {
      const before = sent;
      await work();
      return sent - before;
    },
  };
}

/**
 * The statements of one POST /cart/checkout (the token check included) placing a one-line cart,
 * alone on the server, without and with an Idempotency-Key.
 */
async function statementsPerCheckout(server: TestServer, listingId: number, counter: ReturnType<typeof countStatements>) {
  const counts: number[] = [];
  for (const key of [undefined, 'bench-statements']) {
    await setStock(server.db, listingId, 10);
    const buyer = await newBuyer(server);
    const added = await server.call('POST', '/api/v1/cart/add', { token: buyer.token, json: { listing_id: listingId, quantity: 1 } });
    if (added.status !== 200) throw new Error(`add: ${added.status}`);
    const headers = key === undefined ? {} : { headers: { 'idempotency-key': key } };
    let status = 0;
    counts.push(
      await counter.during(async () => {
        status = (await server.call('POST', `/api/v1/cart/checkout?shipping_address_id=${buyer.addressId}`, { token: buyer.token, ...headers })).status;
      }),
    );
    if (status !== 201) throw new Error(`checkout: ${status}`);
  }
  return { withoutKey: counts[0], withKey: counts[1] };
}

async function unitsOrdered(server: TestServer, listingId: number): Promise<number> {
  const rows = await server.db.execute<{ units: string | null }>(`select sum(quantity) as units from order_items where listing_id = ${listingId}`);
  return Number(rows.rows[0]?.units ?? 0);
}

const cluster = await benchPostgres();
if (cluster) {
  const counter = countStatements();
  const server = await startTestServer({ databaseUrl: await cluster.createDatabase('checkout') });
  try {
    await seedDemoData(server.db);
    const listings = (await activeListings(server.db)).slice(0, LISTINGS);
    for (const listing of listings) await setStock(server.db, listing.id, STOCK_PER_LISTING);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => newBuyer(server)));
    const tally: Tally = { orders: 0, refusedAtCheckout: 0, refusedAtCart: 0, unexpected: {}, checkoutMs: [] };

    const start = performance.now();
    await Promise.all(
      buyers.map((buyer, index) =>
        shop(
          server,
          buyer,
          index,
          listings.map((listing) => listing.id),
          tally,
        ),
      ),
    );
    const seconds = (performance.now() - start) / 1000;

    const perListing = await Promise.all(
      listings.map(async (listing) => {
        const rows = await server.db.execute<{ stock: number }>(`select stock_quantity as stock from listings where id = ${listing.id}`);
        return { stockLeft: Number(rows.rows[0]?.stock), ordered: await unitsOrdered(server, listing.id) };
      }),
    );
    const statements = await statementsPerCheckout(server, listings[0]!.id, counter);
    const stockNeverNegative = perListing.every((listing) => listing.stockLeft >= 0);
    const unitsAddUp = perListing.every((listing) => listing.ordered + listing.stockLeft === STOCK_PER_LISTING);
    report({
      database: 'PostgreSQL 15',
      buyers: BUYERS,
      rounds: ROUNDS,
      listings: listings.length,
      initialStock: STOCK_PER_LISTING * listings.length,
      checkouts: tally.checkoutMs.length,
      orders: tally.orders,
      refusedAtCheckout: tally.refusedAtCheckout,
      refusedAtCart: tally.refusedAtCart,
      unexpected: tally.unexpected,
      seconds: +seconds.toFixed(2),
      ordersPerSecond: +(tally.orders / seconds).toFixed(1),
      checkoutsPerSecond: +(tally.checkoutMs.length / seconds).toFixed(1),
      checkoutLatencyMs: percentiles(tally.checkoutMs),
      statementsPerCheckout: statements.withoutKey,
      statementsPerCheckoutWithKey: statements.withKey,
      unitsOrdered: perListing.reduce((total, listing) => total + listing.ordered, 0),
      stockLeft: perListing.reduce((total, listing) => total + listing.stockLeft, 0),
      stockNeverNegative,
      unitsAddUp,
      oversold: !(stockNeverNegative && unitsAddUp),
    });
  } finally {
    await server.close();
    await cluster.stop();
  }
}
