import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, listings, products, sellers } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createBuyer, expectedCharge, expectedKm, sellerToken } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(() => server.close());

const get = (path: string, token?: string) => server.call('GET', `/api/v1${path}`, token ? { token } : {});
const names = (items: Array<{ display_name: string | null; name: string }>) => items.map((item) => item.display_name ?? item.name);

async function productIdBySku(sku: string): Promise<number> {
  const [row] = await server.db.select({ id: products.id }).from(products).where(eq(products.masterSku, sku));
  if (!row) throw new Error(`no product ${sku}`);
  return row.id;
}

describe('GET /categories/', () => {
  it('lists top-level categories and sub-categories, counting the products below each', async () => {
    const { status, body } = await get('/categories/');
    expect(status).toBe(200);
    const cement = body.find((category: { name: string; parent_id: number | null }) => category.name === 'Cement' && category.parent_id === null);
    const children = body.filter((category: { parent_id: number | null }) => category.parent_id === cement.id);
    expect(children.map((child: { name: string }) => child.name)).toEqual(expect.arrayContaining(['OPC 53 Grade', 'OPC 43 Grade']));
    const childTotal = children.reduce((sum: number, child: { product_count: number }) => sum + child.product_count, 0);
    expect(cement.product_count).toBeGreaterThan(0);
    expect(cement.product_count).toBe(childTotal + (await server.db.$count(products, eq(products.categoryId, cement.id))));
    expect(body.filter((category: { parent_id: number | null }) => category.parent_id === null)).toHaveLength(19);
  });
});

describe('GET /products/', () => {
  it('pages the catalogue with X-Total-Count, readable across origins', async () => {
    const first = await get('/products/?limit=12');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(12);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBe(await server.db.$count(products));
    expect(first.headers.get('access-control-expose-headers')).toContain('x-total-count');
    const second = await get('/products/?limit=12&offset=12');
    expect(second.body).toHaveLength(12);
    const seen = new Set([...first.body, ...second.body].map((product: { id: number }) => product.id));
    expect(seen.size).toBe(24);
    const last = await get(`/products/?limit=12&offset=${total - 2}`);
    expect(last.body).toHaveLength(2);
  });

  it('filters by a top-level category including its sub-categories, sorted by name', async () => {
    const [cement] = await server.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Cement'));
    const { body, headers } = await get(`/products/?category_id=${cement!.id}&limit=100&sort=name`);
    expect(body.length).toBe(Number(headers.get('x-total-count')));
    expect(
      body.every(
        (product: { parent_category: { name: string } | null; category: string }) =>
          product.parent_category?.name === 'Cement' || product.category === 'Cement',
      ),
    ).toBe(true);
    const shown = names(body).map((name) => name.toLowerCase());
    expect(shown).toEqual([...shown].sort());
  });

  it('finds products by a word, by a misspelt word, by brand and by SKU', async () => {
    const byWord = await get('/products/?search=cement&limit=100');
    expect(names(byWord.body)).toContain('UltraTech OPC 53 Grade Cement – 50 kg Bag');
    const misspelt = await get('/products/?search=cemnt&limit=100');
    expect(names(misspelt.body)).toEqual(expect.arrayContaining(['UltraTech OPC 53 Grade Cement – 50 kg Bag', 'ACC Gold Water Shield OPC 53 – 50 kg Bag']));
    // Products with cement in their name ('Everest Fibre Cement Sheet' shows its display name) or
    // category (ready-mix concrete is in Cement) come first; those that mention cement only in their
    // description (the tile adhesive) after them all.
    const inNameOrCategory = misspelt.body.map((product: { name: string; category: string; parent_category: { name: string } | null }) =>
      /cement/i.test(`${product.name} ${product.category} ${product.parent_category?.name ?? ''}`),
    );
    expect(inNameOrCategory.indexOf(false)).toBeGreaterThan(10);
    expect(inNameOrCategory.slice(inNameOrCategory.indexOf(false))).not.toContain(true);
    expect(names(misspelt.body)).toContain('Roff Tile Adhesive 20 kg');
    const byTypo = await get('/products/?search=cemnt%20ultratech');
    expect(names(byTypo.body)).toEqual(expect.arrayContaining(['UltraTech OPC 53 Grade Cement – 50 kg Bag', 'UltraTech OPC 43 Grade Cement – 50 kg Bag']));
    expect(byTypo.body.every((product: { brand: string | null }) => product.brand === 'UltraTech')).toBe(true);
    const bySku = await get('/products/?search=CEM-OPC53-ULT-50');
    expect(bySku.body[0].master_sku).toBe('CEM-OPC53-ULT-50');
    const nothing = await get('/products/?search=xyzzyq');
    expect(nothing.body).toEqual([]);
    expect(nothing.headers.get('x-total-count')).toBe('0');
  });

  it('with match=most, answers the products with most of the words when none has them all, and says which', async () => {
    const every = await get('/products/?search=cement%20qwxz');
    expect(every.body).toEqual([]);
    expect(every.headers.get('x-matched-words')).toBeNull();
    const most = await get('/products/?search=cement%20qwxz&match=most');
    expect(most.body.length).toBeGreaterThan(5);
    expect(most.headers.get('x-matched-words')).toBe('cement');
    // 'price' is close to the brand Prince and 'today' to nothing named: weaker words than 'cement'.
    const noisy = await get('/products/?search=cement%20price%20today&match=most&limit=100');
    expect(noisy.headers.get('x-matched-words')).toBe('cement');
    expect(noisy.body.length).toBeGreaterThan(5);
    // Both words are somewhere, never together: the rarer one is kept.
    const rarer = await get('/products/?search=ultratech%20wheelbarrow&match=most&limit=100');
    expect(rarer.headers.get('x-matched-words')).toBe('wheelbarrow');
    expect(names(rarer.body)).toEqual(['Falcon Heavy Duty Wheelbarrow 85 L – Pneumatic Tyre']);
    // A size the catalogue does not have goes before the words that name the product, and of two
    // sizes the one whose dropping lets products match: 53 grade cement exists, 25 kg bags do not.
    const sized = await get('/products/?search=toughened%20glass%2012mm&match=most');
    expect(sized.headers.get('x-matched-words')).toBe('toughened glass mm');
    expect(names(sized.body)).toEqual(['AIS Toughened Safety Glass 10 mm (per sqft)']);
    const twoSizes = await get('/products/?search=opc%2053%20grade%20cement%2025kg&match=most&limit=100');
    expect(twoSizes.headers.get('x-matched-words')).toBe('opc 53 grade cement kg');
    const whole = await get('/products/?search=ultratech%20cement&match=most');
    expect(whole.headers.get('x-matched-words')).toBeNull();
    expect((await get('/products/?search=zzqx%20qqzx&match=most')).body).toEqual([]);
    expect((await get('/products/?search=cement&match=any')).status).toBe(422);
    const suggested = await get('/products/search-suggestions?q=cement%20qwxz');
    expect(suggested.body.length).toBeGreaterThan(0);
  });

  it('shows the lowest active price and the number of active listings', async () => {
    const id = await productIdBySku('CEM-OPC53-ULT-50');
    const { body } = await get(`/products/${id}`);
    const active = await server.db
      .select({ price: listings.pricePaise })
      .from(listings)
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .where(and(eq(listings.productId, id), eq(listings.isActive, true), eq(sellers.isActive, true)));
    expect(body.listing_count).toBe(active.length);
    expect(body.min_price).toBe(Math.min(...active.map((row) => row.price)) / 100);
    expect(body.parent_category).toMatchObject({ name: 'Cement' });
    expect(Object.keys(body.specifications).length).toBeGreaterThan(1);
  });

  it("starts each product at its category's typical order, in the product's unit: 50 bags of cement, 1,000 kg of TMT", async () => {
    const quantityOf = async (sku: string) => (await get(`/products/${await productIdBySku(sku)}`)).body.typical_quantity;
    expect(await quantityOf('CEM-OPC53-ULT-50')).toBe(50);
    expect(await quantityOf('RMC-M20-ULT')).toBe(6);
    expect(await quantityOf('STL-TMT-TAT-08')).toBe(1000);
    // A category without one: a single unit.
    expect(await quantityOf('TL-BOS-GSB500')).toBe(1);
    const listed = (await get('/products/?limit=5')).body as Array<{ typical_quantity: number }>;
    expect(listed.every((product) => Number.isInteger(product.typical_quantity) && product.typical_quantity >= 1)).toBe(true);
  });

  it('keeps the specifications in the order they were written, not re-sorted', async () => {
    const { body } = await get(`/products/${await productIdBySku('CEM-OPC53-ACC-50')}`);
    expect(Object.entries(body.specifications)).toEqual([
      ['Grade', 'OPC 53'],
      ['Standard', 'IS 269:2015'],
      ['Bag Weight', '50 kg'],
      ['Feature', 'Water repellent'],
    ]);
  });

  it('refuses bad paging and sorting with 422, never 500', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'sort=price', 'category_id=0', 'category_id=1e3']) {
      const { status, body } = await get(`/products/?${query}`);
      expect(status, query).toBe(422);
      expect(body.detail).toBeTruthy();
    }
  });
});

describe('GET /products/search-suggestions', () => {
  it('suggests at most 8 products, names starting with the text first, typos tolerated', async () => {
    const typed = await get('/products/search-suggestions?q=ultr');
    expect(typed.status).toBe(200);
    expect(typed.body.length).toBeGreaterThan(0);
    expect(typed.body.length).toBeLessThanOrEqual(8);
    expect(typed.body[0].name).toMatch(/^UltraTech/);
    const typoInPrefix = await get('/products/search-suggestions?q=waterprof');
    expect(typoInPrefix.body.map((suggestion: { name: string }) => suggestion.name)).toContain('Dr. Fixit LW+ Integral Liquid Waterproofing – 1 L');
    const synonym = await get('/products/search-suggestions?q=sariya');
    expect(synonym.body.length).toBeGreaterThan(0);
    expect(synonym.body.every((suggestion: { name: string }) => /TMT/.test(suggestion.name))).toBe(true);
    const misspelt = await get('/products/search-suggestions?q=birck');
    expect(misspelt.body.map((suggestion: { name: string }) => suggestion.name)).toContain('Country Red Brick');
    const broad = await get('/products/search-suggestions?q=cement');
    expect(broad.body).toHaveLength(8);
    expect(broad.body[0]).toEqual({ id: expect.any(Number), name: expect.any(String), master_sku: expect.any(String), category: expect.any(String) });
  });

  it('reads compounds written joined or apart, plurals by their typed length, and trade words', async () => {
    const suggested = async (q: string) =>
      ((await get(`/products/search-suggestions?q=${encodeURIComponent(q)}`)).body as Array<{ name: string }>).map((s) => s.name);
    expect((await suggested('flyash'))[0]).toMatch(/Fly Ash Brick/);
    expect((await suggested('wash basin'))[0]).toMatch(/Wash Basin/);
    expect((await suggested('washbasin'))[0]).toMatch(/Wash Basin/);
    expect((await suggested('water proofing'))[0]).toMatch(/Waterproofing/);
    expect((await suggested('wheel barrow'))[0]).toMatch(/Wheelbarrow/);
    // 'tiels' is folded to 'tiel' (4 letters) but was typed with 5: one typo allowed.
    expect((await suggested('tiels')).length).toBeGreaterThan(0);
    expect((await suggested('tiels')).slice(0, 5).every((name) => /Tile/.test(name))).toBe(true);
    expect((await suggested('blue metal'))[0]).toMatch(/Blue Granite/);
    expect((await suggested('pvc pipe')).some((name) => /uPVC|CPVC/.test(name))).toBe(true);
    // Tamil for brick: the four bricks first (cement and tools mention brickwork in their descriptions).
    expect((await suggested('sengal')).slice(0, 4).every((name) => /Brick/.test(name))).toBe(true);
  });

  it('answers nothing for fewer than 2 characters or for symbols only', async () => {
    expect((await get('/products/search-suggestions?q=c')).body).toEqual([]);
    expect((await get('/products/search-suggestions?q=%20%20c%20')).body).toEqual([]);
    expect((await get('/products/search-suggestions?q=%27%3A*%26')).body).toEqual([]);
    expect((await get('/products/search-suggestions')).body).toEqual([]);
  });
});

describe('GET /products/{id}', () => {
  it("answers 404 'Product not found' and 422 for an id that is not a number", async () => {
    const missing = await get('/products/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Product not found');
    expect((await get('/products/abc')).status).toBe(422);
    expect((await get('/products/99999999999')).status).toBe(422);
  });
});

describe('GET /products/{id}/listings', () => {
  it('shows active listings only, with seller name, address and phone, by unit price for a visitor', async () => {
    const id = await productIdBySku('CEM-OPC53-ULT-50');
    const [hidden] = await server.db.select({ id: listings.id }).from(listings).where(eq(listings.productId, id)).limit(1);
    await server.db.update(listings).set({ isActive: false }).where(eq(listings.id, hidden!.id));
    const { status, body } = await get(`/products/${id}/listings`);
    await server.db.update(listings).set({ isActive: true }).where(eq(listings.id, hidden!.id));
    expect(status).toBe(200);
    expect(body.map((listing: { id: number }) => listing.id)).not.toContain(hidden!.id);
    expect(body.length).toBeGreaterThan(1);
    for (const listing of body) {
      expect(listing.seller).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        address: expect.any(String),
        phone: expect.any(String),
        city: expect.any(String),
      });
      expect(listing.delivery).toBeNull();
    }
    const prices = body.map((listing: { price: number }) => listing.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("gives a buyer with a location each seller's distance, delivery charge and landed total, cheapest landed first", async () => {
    const buyer = await createBuyer(server.db, { latitude: 12.9352, longitude: 77.6245 });
    const id = await productIdBySku('CEM-OPC53-ULT-50');
    const { body } = await get(`/products/${id}/listings?quantity=10`, buyer.token);
    const sellerRows = await server.db.select({ id: sellers.id, latitude: sellers.latitude, longitude: sellers.longitude }).from(sellers);
    for (const listing of body) {
      const seller = sellerRows.find((row) => row.id === listing.seller.id)!;
      const km = expectedKm({ latitude: seller.latitude!, longitude: seller.longitude! }, { latitude: 12.9352, longitude: 77.6245 });
      expect(listing.delivery.distance_km).toBe(Math.round(km * 10) / 10);
      expect(listing.delivery.delivery_charge).toBe(expectedCharge(km));
      expect(listing.delivery.landed_total).toBe(listing.price * 10 + listing.delivery.delivery_charge);
    }
    const landed = body.map((listing: { delivery: { landed_total: number } }) => listing.delivery.landed_total);
    expect(landed).toEqual([...landed].sort((a, b) => a - b));
  });

  it('charges ₹805 for a seller 22.2 km away (0.2° of latitude: ₹250 + ₹25 × 22.2), and does not list a seller without a depot', async () => {
    const id = await productIdBySku('CEM-OPC53-ULT-50');
    const visitor = (await get(`/products/${id}/listings`)).body as Array<{ id: number; price: number; seller: { id: number } }>;
    expect(visitor.length).toBeGreaterThan(2);
    const [near, unplaced] = [visitor[0]!, visitor[1]!];
    const [seller] = await server.db.select({ latitude: sellers.latitude, longitude: sellers.longitude }).from(sellers).where(eq(sellers.id, near.seller.id));
    const buyer = await createBuyer(server.db, { latitude: seller!.latitude! + 0.2, longitude: seller!.longitude! });
    const [before] = await server.db
      .select({ latitude: sellers.latitude, longitude: sellers.longitude })
      .from(sellers)
      .where(eq(sellers.id, unplaced.seller.id));
    await server.db.update(sellers).set({ latitude: null, longitude: null }).where(eq(sellers.id, unplaced.seller.id));
    const { body } = await get(`/products/${id}/listings?quantity=4`, buyer.token);
    await server.db.update(sellers).set(before!).where(eq(sellers.id, unplaced.seller.id));
    const quoted = body.find((listing: { id: number }) => listing.id === near.id);
    expect(quoted.delivery).toEqual({
      distance_km: 22.2,
      delivery_charge: 805,
      landed_total: near.price * 4 + 805,
      delivery_radius_km: 80,
      within_reach: true,
    });
    expect(body.map((listing: { id: number }) => listing.id)).not.toContain(unplaced.id);
    expect(body.every((listing: { delivery: unknown }) => listing.delivery !== null)).toBe(true);
  });

  it("counts a product's lowest price and offers over the sellers that deliver to the place, as its product page does", async () => {
    const id = await productIdBySku('CEM-OPC53-ULT-50');
    type Offer = { price: number; delivery: { within_reach: boolean } };
    type Card = { id: number; min_price: number | null; listing_count: number };
    const card = async (query: string) => ((await get(`/products/?search=CEM-OPC53-ULT-50&${query}`)).body as Card[]).find((product) => product.id === id)!;
    const everywhere = (await get(`/products/${id}/listings`)).body as Offer[];
    for (const place of ['pincode=560034', 'city=Chennai', 'city=Coimbatore']) {
      const offers = ((await get(`/products/${id}/listings?${place}`)).body as Offer[]).filter((offer) => offer.delivery.within_reach);
      expect(offers.length, place).toBeLessThan(everywhere.length);
      expect(await card(place), place).toMatchObject({
        listing_count: offers.length,
        min_price: offers.length ? Math.min(...offers.map((o) => o.price)) : null,
      });
    }
    expect(await card('limit=20')).toMatchObject({ listing_count: everywhere.length, min_price: Math.min(...everywhere.map((o) => o.price)) });
  });

  it("estimates a visitor's deliveries to the header's pincode, else its city, and puts suppliers beyond their radius last", async () => {
    const id = await productIdBySku('CEM-OPC53-ULT-50');
    type Offer = { seller: { city: string }; delivery: { distance_km: number; within_reach: boolean } | null };
    const atKoramangala = (await get(`/products/${id}/listings?pincode=560034`)).body as Offer[];
    const inReach = atKoramangala.filter((offer) => offer.delivery?.within_reach);
    expect(inReach.length).toBeGreaterThan(0);
    expect(inReach.every((offer) => offer.seller.city === 'Bangalore' && offer.delivery!.distance_km <= 80)).toBe(true);
    // Chennai and Coimbatore suppliers are listed, beyond reach, after every one in reach.
    const firstBeyond = atKoramangala.findIndex((offer) => offer.delivery?.within_reach === false);
    expect(firstBeyond).toBe(inReach.length);
    expect(atKoramangala.slice(firstBeyond).every((offer) => offer.seller.city !== 'Bangalore' && offer.delivery!.distance_km > 80)).toBe(true);
    const inChennai = (await get(`/products/${id}/listings?city=Chennai`)).body as Offer[];
    expect(inChennai.filter((offer) => offer.delivery?.within_reach).every((offer) => offer.seller.city === 'Chennai')).toBe(true);
    // A signed-in buyer's stored location wins over the header's pincode.
    const buyer = await createBuyer(server.db, { latitude: 13.0827, longitude: 80.2707 });
    const stored = (await get(`/products/${id}/listings?pincode=560034`, buyer.token)).body as Offer[];
    expect(stored[0]!.seller.city).toBe('Chennai');
    for (const bad of ['pincode=56003', 'pincode=abcdef', 'city=Mumbai']) expect((await get(`/products/${id}/listings?${bad}`)).status, bad).toBe(422);
  });

  it('ignores a bad token or a buyer without a location (200, no delivery), and refuses a bad quantity', async () => {
    const id = await productIdBySku('CEM-OPC53-ULT-50');
    const garbage = await get(`/products/${id}/listings`, 'not-a-token');
    expect(garbage.status).toBe(200);
    expect(garbage.body.every((listing: { delivery: unknown }) => listing.delivery === null)).toBe(true);
    const nowhere = await createBuyer(server.db, null);
    expect((await get(`/products/${id}/listings`, nowhere.token)).body[0].delivery).toBeNull();
    const seller = await sellerToken(server.db);
    expect((await get(`/products/${id}/listings`, seller)).body[0].delivery).toBeNull();
    expect((await get(`/products/${id}/listings?quantity=0`)).status).toBe(422);
    expect((await get('/products/999999/listings')).body.detail).toBe('Product not found');
  });

  it('answers an empty list for a product nobody offers, and 404 for a deactivated product, whatever its offers', async () => {
    const [category] = await server.db.select({ id: categories.id }).from(categories).limit(1);
    const [unsold] = await server.db
      .insert(products)
      .values({ name: 'Unsold Grout Sample', masterSku: 'GRT-UNSOLD-1', categoryId: category!.id })
      .returning({ id: products.id });
    expect(await get(`/products/${unsold!.id}/listings`)).toMatchObject({ status: 200, body: [] });

    const id = await productIdBySku('CEM-OPC53-ULT-50');
    expect((await get(`/products/${id}/listings`)).body.length).toBeGreaterThan(0);
    await server.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    const deactivated = await get(`/products/${id}/listings`);
    await server.db.update(products).set({ isActive: true }).where(eq(products.id, id));
    expect(deactivated.status).toBe(404);
    expect(deactivated.body.detail).toBe('Product not found');
  });
});
