import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens.ts';
import { addresses, listings, products, sellers } from '../db/schema.ts';
import { DEMO_SELLER_EMAIL, seedDemoData } from '../db/seed/index.ts';
import { medianPaise } from './priceBoard.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(() => server.close());

const board = (query = '', token?: string) => server.call('GET', `/api/v1/price-board${query}`, { token });

interface Row {
  id: number;
  material: string;
  category: string;
  unit: string;
  current_price: number;
  previous_price: number;
  change: number;
  trend: string;
  last_updated: string;
  supplier_count: number;
}

/** The current prices (paise) of a product's active listings from sellers in a city. */
async function cityPrices(productId: number, city: string): Promise<number[]> {
  const rows = await server.db
    .select({ price: listings.pricePaise })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(and(eq(listings.productId, productId), eq(listings.isActive, true), eq(sellers.city, city)));
  return rows.map((row) => row.price);
}

describe('GET /price-board', () => {
  it("answers a city's board: every row with the spec's fields, computed from the sellers' prices there", async () => {
    const { status, body } = await board('?city=Chennai');
    expect(status).toBe(200);
    expect(body).toMatchObject({ city: 'Chennai', city_source: 'query', category: null });
    expect(Date.parse(body.generated_at) - Date.parse(body.compared_with)).toBe(7 * 24 * 60 * 60 * 1000);
    const rows = body.rows as Row[];
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['Cement', 'TMT Bars', 'Bulk Material', 'RMC', 'Bricks and Blocks']));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'category',
        'change',
        'current_price',
        'id',
        'last_updated',
        'material',
        'previous_price',
        'supplier_count',
        'trend',
        'unit',
      ]);
      expect(row.trend).toBe(row.change > 0 ? 'up' : row.change < 0 ? 'down' : 'stable');
      expect(row.change).toBe(Math.round(((row.current_price - row.previous_price) / row.previous_price) * 10_000) / 100);
      const prices = await cityPrices(row.id, 'Chennai');
      expect(row.supplier_count).toBe(prices.length);
      expect(row.current_price).toBe(medianPaise(prices) / 100);
    }
    // The seed moved most prices 1 to 14 days ago: this week's moves show, older ones are stable.
    expect(rows.some((row) => row.trend === 'up')).toBe(true);
    expect(rows.some((row) => row.trend === 'down')).toBe(true);
    expect(rows.some((row) => row.trend === 'stable')).toBe(true);
    // Not on the board: binding wire is steel but not a TMT bar; paint is not a board material.
    expect(rows.some((row) => /Binding Wire|Paint|Emulsion/i.test(row.material))).toBe(false);
  });

  it('prices differ by city', async () => {
    const [bangalore, coimbatore] = await Promise.all([board('?city=Bangalore'), board('?city=Coimbatore')]);
    const coimbatorePrice = new Map((coimbatore.body.rows as Row[]).map((row) => [row.id, row.current_price]));
    const both = (bangalore.body.rows as Row[]).filter((row) => coimbatorePrice.has(row.id));
    expect(both.length).toBeGreaterThan(5);
    expect(both.some((row) => row.current_price !== coimbatorePrice.get(row.id))).toBe(true);
  });

  it('filters by board category; RMC is the ready-mix concrete, not the bagged cement', async () => {
    const tmt = await board('?city=Bangalore&category=TMT%20Bars');
    expect(tmt.status).toBe(200);
    expect(tmt.body.category).toBe('TMT Bars');
    expect((tmt.body.rows as Row[]).length).toBeGreaterThan(0);
    expect((tmt.body.rows as Row[]).every((row) => row.category === 'TMT Bars' && row.unit === 'Kg')).toBe(true);
    const rmc = await board('?city=Bangalore&category=rmc');
    expect(rmc.body.category).toBe('RMC');
    expect((rmc.body.rows as Row[]).every((row) => row.unit === 'Cum' && /RMC|Ready Mix/.test(row.material))).toBe(true);
  });

  it('is Bangalore for a visitor, and the buyer\u2019s own city for a signed-in buyer', async () => {
    const visitor = await board();
    expect(visitor.body).toMatchObject({ city: 'Bangalore', city_source: 'default' });

    const nearMarina = await createBuyer(server.db, { latitude: 13.05, longitude: 80.27 });
    expect((await board('', nearMarina.token)).body).toMatchObject({ city: 'Chennai', city_source: 'buyer' });

    // The delivery address's pincode tells more than where the buyer once stood.
    const movedToKovai = await createBuyer(server.db, { latitude: 12.97, longitude: 77.59 });
    await server.db
      .insert(addresses)
      .values({ userId: movedToKovai.id, addressLine1: '12, DB Road', city: 'Coimbatore', state: 'Tamil Nadu', postalCode: '641002', isDefault: true });
    expect((await board('', movedToKovai.token)).body).toMatchObject({ city: 'Coimbatore', city_source: 'buyer' });

    const nowhere = await createBuyer(server.db, null);
    expect((await board('', nowhere.token)).body).toMatchObject({ city: 'Bangalore', city_source: 'default' });
    // An asked-for city wins, and a bad token is no error on this open route.
    expect((await board('?city=Bangalore', nearMarina.token)).body.city_source).toBe('query');
    expect((await board('?city=Chennai', 'not-a-token')).status).toBe(200);
  });

  it('takes other names of a city, and refuses an unknown city or category with 400 saying what is allowed', async () => {
    expect((await board('?city=bengaluru')).body.city).toBe('Bangalore');
    const mumbai = await board('?city=Mumbai');
    expect(mumbai.status).toBe(400);
    expect(mumbai.body).toEqual({ detail: 'Unknown city "Mumbai". Choose Bangalore, Chennai or Coimbatore.' });
    const gold = await board('?city=Chennai&category=Gold');
    expect(gold.status).toBe(400);
    expect(gold.body).toEqual({ detail: 'Unknown category "Gold". Choose Cement, TMT Bars, Bulk Material, RMC or Bricks and Blocks.' });
    expect((await board('?city=Chennai&city=Mumbai')).status).toBe(400);
    expect((await board('?city=')).body.city).toBe('Bangalore');
  });

  it('moves when a seller changes a price, and drops a listing the seller deactivates', async () => {
    const [demo] = await server.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, DEMO_SELLER_EMAIL));
    const token = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(demo!.id), role: 'seller' });
    const before = (await board('?city=Bangalore&category=Cement')).body.rows as Row[];
    const [mine] = await server.db
      .select({ id: listings.id, productId: listings.productId, price: listings.pricePaise })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .where(
        and(
          eq(listings.sellerId, demo!.id),
          inArray(
            listings.productId,
            before.map((row) => row.id),
          ),
          sql`${products.unit} = 'Bag'`,
        ),
      )
      .limit(1);
    const row = before.find((candidate) => candidate.id === mine!.productId)!;

    const raised = Math.round(mine!.price * 1.1) / 100;
    expect((await server.call('PUT', `/api/v1/sellers/me/listings/${mine!.id}`, { token, json: { price: raised } })).status).toBe(200);
    const after = ((await board('?city=Bangalore&category=Cement')).body.rows as Row[]).find((candidate) => candidate.id === row.id)!;
    expect(after.current_price).toBe(medianPaise(await cityPrices(row.id, 'Bangalore')) / 100);
    expect(after.current_price).toBeGreaterThan(row.current_price);
    expect(after.previous_price).toBe(row.previous_price);
    expect(after.change).toBeGreaterThan(row.change);
    expect(after.trend).toBe('up');
    expect(Date.now() - Date.parse(after.last_updated)).toBeLessThan(60_000);

    expect((await server.call('PUT', `/api/v1/sellers/me/listings/${mine!.id}`, { token, json: { is_active: false } })).status).toBe(200);
    const withoutMine = ((await board('?city=Bangalore&category=Cement')).body.rows as Row[]).find((candidate) => candidate.id === row.id);
    if (row.supplier_count === 1) expect(withoutMine).toBeUndefined();
    else expect(withoutMine?.supplier_count).toBe(row.supplier_count - 1);
  });
});
