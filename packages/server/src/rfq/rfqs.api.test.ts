import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { indiaDateOf, MAX_OPEN_RFQS, RFQ_MESSAGES } from '@nirmaan/core/pure';
import { categories, orderItems, orders, products, rfqs, rfqSellers } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createAdmin } from '../testing/adminFixtures.ts';
import { createSeller, listProduct, type TestSeller } from '../testing/sellerFixtures.ts';
import { buyerWithAddress, createBuyer, stockOf, type BuyerWithAddress, type TestBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { rfqRequestMessage } from '../sms/smsGateway.ts';

// Issue 31: a buyer's request for quotation reaches the sellers who serve the site and can supply
// an item; each answers with one offer (prices or "cannot supply" per item); the buyer compares them
// by landed total; sellers see only their own offer and the buyer's phone only when shared.

const SITE = '560001'; // MG Road, Bangalore
/** The phone every test seller has (sellerFixtures' createSeller). */
const TEST_SELLER_PHONE = '+919800000000';
const CHENNAI_DEPOT = { latitude: 13.0827, longitude: 80.2707, radiusKm: 30 };
let server: TestServer;
let tiles: number;
let grout: number;
let near: TestSeller;
let alsoNear: TestSeller;
let farAway: TestSeller;
let unrelated: TestSeller;
let admin: string;
const today = () => indiaDateOf(new Date());

/** Products in a category of their own, so that no seeded seller can supply them. */
async function productsOfOwnCategory(): Promise<[number, number]> {
  const [category] = await server.db.insert(categories).values({ name: 'RFQ Test Tiles' }).returning({ id: categories.id });
  const made = await server.db
    .insert(products)
    .values([
      { name: 'Vitrified Floor Tile 600x600', masterSku: 'RFQ-TILE-1', categoryId: category!.id, unit: 'Box' },
      { name: 'Tile Grout 1 kg', masterSku: 'RFQ-GROUT-1', categoryId: category!.id, unit: 'Pack' },
    ])
    .returning({ id: products.id });
  return [made[0]!.id, made[1]!.id];
}

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  [tiles, grout] = await productsOfOwnCategory();
  near = await createSeller(server.db, 'Near Tiles');
  alsoNear = await createSeller(server.db, 'Also Near Tiles');
  farAway = await createSeller(server.db, 'Chennai Tiles', 'approved', CHENNAI_DEPOT);
  unrelated = await createSeller(server.db, 'Bangalore Steel');
  await listProduct(server, near, tiles);
  await listProduct(server, near, grout);
  await listProduct(server, alsoNear, grout);
  await listProduct(server, farAway, tiles);
  admin = (await createAdmin(server.db)).token;
}, 60_000);
afterAll(() => server?.close());

const ask = (buyer: TestBuyer, json: Record<string, unknown>) => server.call('POST', '/api/v1/rfqs', { token: buyer.token, json });
const tilesRfq = (extra: Record<string, unknown> = {}) => ({
  items: [
    { product_id: tiles, quantity: 100 },
    { product_id: grout, quantity: 10 },
  ],
  site_pincode: SITE,
  needed_by: today(),
  ...extra,
});
const offer = (seller: TestSeller, rfqId: number, json: Record<string, unknown>) =>
  server.call('PUT', `/api/v1/sellers/me/rfqs/${rfqId}/offer`, { token: seller.token, json });
const offerTerms = () => ({ delivery_charge: 0, delivery_date: today(), valid_until: today() });

describe('a request for quotation', () => {
  it('reaches the sellers serving the site who list its products or their category, and says how many', async () => {
    const buyer = await createBuyer(server.db);
    const { status, body } = await ask(buyer, tilesRfq({ partner_id: 'tile-blog' }));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), sellers_asked: 2, message: RFQ_MESSAGES.sent(2) });
    const asked = await server.db.select({ sellerId: rfqSellers.sellerId }).from(rfqSellers).where(eq(rfqSellers.rfqId, body.id));
    expect(asked.map((row) => row.sellerId).sort()).toEqual([near.id, alsoNear.id].sort());
    // Each seller asked is texted (the test sellers share one phone); nobody else is.
    const [stored] = await server.db.select({ expiresAt: rfqs.expiresAt }).from(rfqs).where(eq(rfqs.id, body.id));
    const text = rfqRequestMessage(2, SITE, indiaDateOf(stored!.expiresAt)).text;
    await vi.waitFor(() => expect(server.outbox.messages.filter((message) => message.text === text)).toHaveLength(2));
    expect(server.outbox.messages.map((message) => message.phone)).toEqual([TEST_SELLER_PHONE, TEST_SELLER_PHONE]);

    const mine = await server.call('GET', `/api/v1/rfqs/${body.id}`, { token: buyer.token });
    expect(mine.body).toMatchObject({ status: 'open', sellers_asked: 2, partner_id: 'tile-blog', offers: [] });
    expect(mine.body.items).toEqual([
      { id: expect.any(Number), product_id: tiles, description: 'Vitrified Floor Tile 600x600', material: null, quantity: 100, unit: 'Box' },
      { id: expect.any(Number), product_id: grout, description: 'Tile Grout 1 kg', material: null, quantity: 10, unit: 'Pack' },
    ]);
  });

  it('of a material in words reaches the sellers of its categories', async () => {
    const buyer = await createBuyer(server.db);
    const { status, body } = await ask(buyer, {
      items: [{ description: 'OPC 53 for the slab', material: 'Cement', quantity: 300, unit: 'Bags' }],
      site_pincode: SITE,
    });
    expect(status).toBe(201);
    expect(body.sellers_asked).toBeGreaterThan(0);
    const asked = await server.db.select({ sellerId: rfqSellers.sellerId }).from(rfqSellers).where(eq(rfqSellers.rfqId, body.id));
    expect(asked.map((row) => row.sellerId)).not.toContain(farAway.id);
    expect(asked.map((row) => row.sellerId)).not.toContain(near.id);
  });

  it('is refused with a reason the buyer can act on, never a 500', async () => {
    const buyer = await createBuyer(server.db);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [tilesRfq({ items: [] }), 422, RFQ_MESSAGES.items],
      [tilesRfq({ site_pincode: '999999' }), 422, RFQ_MESSAGES.notServed],
      [tilesRfq({ needed_by: '2020-01-01' }), 422, RFQ_MESSAGES.neededBy],
      [tilesRfq({ needed_by: '2026-02-30' }), 422, RFQ_MESSAGES.neededBy],
      [tilesRfq({ items: [{ product_id: 2_000_000_000, quantity: 1 }] }), 422, RFQ_MESSAGES.unknownProduct],
      [tilesRfq({ items: [{ quantity: 1, unit: 'Bags' }] }), 422, RFQ_MESSAGES.itemNamed],
      [tilesRfq({ items: [{ description: 'River sand', quantity: 1 }] }), 422, RFQ_MESSAGES.unit],
      [tilesRfq({ items: [{ product_id: tiles, quantity: 2.5 }] }), 422, RFQ_MESSAGES.quantity],
      [tilesRfq({ valid_days: 90 }), 422, RFQ_MESSAGES.validDays],
    ];
    for (const [json, status, message] of cases) {
      const response = await ask(buyer, json);
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect(JSON.stringify(response.body), JSON.stringify(json)).toContain(message);
    }
    expect(await server.db.select().from(rfqs).where(eq(rfqs.buyerId, buyer.id))).toEqual([]);
  });

  it(`counts a buyer's open requests before adding one: at most ${MAX_OPEN_RFQS}`, async () => {
    const buyer = await createBuyer(server.db);
    const answers = await Promise.all(Array.from({ length: MAX_OPEN_RFQS + 2 }, () => ask(buyer, tilesRfq())));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_OPEN_RFQS);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.detail)).toEqual([RFQ_MESSAGES.tooManyOpen, RFQ_MESSAGES.tooManyOpen]);
    const first = answers.find((answer) => answer.status === 201)!;
    expect((await server.call('POST', `/api/v1/rfqs/${first.body.id}/cancel`, { token: buyer.token })).body.status).toBe('cancelled');
    expect((await ask(buyer, tilesRfq())).status).toBe(201);
  });
});

describe('the limit per buyer account (one verified phone)', () => {
  it('answers 429 after 10 requests a day, counted whether or not they were placed, for that account only', async () => {
    const busy = await createBuyer(server.db);
    for (let sent = 0; sent < 10; sent++) expect([201, 409]).toContain((await ask(busy, tilesRfq())).status);
    const refused = await ask(busy, tilesRfq());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await ask(await createBuyer(server.db), tilesRfq())).status).toBe(201);
  });
});

describe('offers', () => {
  let buyer: TestBuyer;
  let rfqId: number;
  let items: Array<{ id: number }>;

  beforeAll(async () => {
    buyer = await createBuyer(server.db);
    rfqId = (await ask(buyer, tilesRfq())).body.id;
    items = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body.items;
  });

  it('are seen by the sellers asked, without the buyer’s phone; others find no such request', async () => {
    const list = await server.call('GET', '/api/v1/sellers/me/rfqs', { token: near.token });
    expect(list.body.find((row: { id: number }) => row.id === rfqId)).toMatchObject({ status: 'open', item_count: 2, offer_status: null });
    const seen = await server.call('GET', `/api/v1/sellers/me/rfqs/${rfqId}`, { token: near.token });
    expect(seen.body).toMatchObject({ buyer: { name: 'Test Buyer', phone: null }, offer: null });
    for (const other of [farAway, unrelated]) {
      expect((await server.call('GET', `/api/v1/sellers/me/rfqs/${rfqId}`, { token: other.token })).status).toBe(404);
      expect((await offer(other, rfqId, { items: items.map((item) => ({ rfq_item_id: item.id, unit_price: 1 })), ...offerTerms() })).status).toBe(404);
    }
  });

  it('are compared by landed total with the best per item marked, a partial offer clear, and revisions counted', async () => {
    const whole = await offer(near, rfqId, {
      items: [
        { rfq_item_id: items[0]!.id, unit_price: 52 },
        { rfq_item_id: items[1]!.id, unit_price: 90 },
      ],
      ...offerTerms(),
      delivery_charge: 500,
      terms: 'Unloading by the buyer',
    });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body.offer).toMatchObject({ status: 'open', revision: 1, delivery_charge: 500, terms: 'Unloading by the buyer' });
    const partial = await offer(alsoNear, rfqId, {
      items: [
        { rfq_item_id: items[0]!.id, unit_price: null },
        { rfq_item_id: items[1]!.id, unit_price: 80 },
      ],
      ...offerTerms(),
    });
    expect(partial.status).toBe(200);
    // The near seller lowers the tiles' price: a revision of the same offer.
    const revised = await offer(near, rfqId, {
      items: [
        { rfq_item_id: items[0]!.id, unit_price: 50 },
        { rfq_item_id: items[1]!.id, unit_price: 90 },
      ],
      ...offerTerms(),
      delivery_charge: 500,
    });
    expect(revised.body.offer).toMatchObject({ revision: 2, items: [{ unit_price: 50 }, { unit_price: 90 }] });

    const compared = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body;
    const [nearOffer, partialOffer] = compared.offers;
    expect(nearOffer).toMatchObject({ seller: { id: near.id, business_name: 'Near Tiles' }, landed_total: 100 * 50 + 10 * 90 + 500, missing_item_ids: [] });
    expect(partialOffer).toMatchObject({ seller: { id: alsoNear.id }, landed_total: 800, missing_item_ids: [items[0]!.id] });
    // Grout: 900 + its share of the 500 delivery (900/5900 of it) from the near seller, 800 from the other.
    expect(compared.best_offer_by_item).toEqual({ [items[0]!.id]: nearOffer.id, [items[1]!.id]: partialOffer.id });

    // Each seller sees only their own offer.
    const seenByOther = (await server.call('GET', `/api/v1/sellers/me/rfqs/${rfqId}`, { token: alsoNear.token })).body;
    expect(seenByOther.offer.id).toBe(partialOffer.id);
    expect(JSON.stringify(seenByOther)).not.toContain('"unit_price":50');
  });

  it('must answer every item once, price one at least, and name dates from today within the request’s time', async () => {
    const priced = items.map((item) => ({ rfq_item_id: item.id, unit_price: 10 }));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ items: priced.slice(0, 1), ...offerTerms() }, RFQ_MESSAGES.offerItems],
      [{ items: [priced[0], priced[0]], ...offerTerms() }, RFQ_MESSAGES.offerItems],
      [{ items: [priced[0], { rfq_item_id: 2_000_000_000, unit_price: 1 }], ...offerTerms() }, RFQ_MESSAGES.offerItems],
      [{ items: items.map((item) => ({ rfq_item_id: item.id, unit_price: null })), ...offerTerms() }, RFQ_MESSAGES.offerSomething],
      [{ items: priced, ...offerTerms(), delivery_date: '2020-01-01' }, RFQ_MESSAGES.deliveryDate],
      [{ items: priced, ...offerTerms(), valid_until: '2099-01-01' }, RFQ_MESSAGES.validUntil],
      [{ items: [{ ...priced[0], unit_price: 0 }, priced[1]], ...offerTerms() }, RFQ_MESSAGES.unitPrice],
      [{ items: [{ ...priced[0], unit_price: 1.005 }, priced[1]], ...offerTerms() }, RFQ_MESSAGES.unitPrice],
      [{ items: priced, ...offerTerms(), delivery_charge: -1 }, RFQ_MESSAGES.deliveryCharge],
    ];
    for (const [json, message] of cases) {
      const response = await offer(near, rfqId, json);
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(JSON.stringify(response.body), JSON.stringify(json)).toContain(message);
    }
    const kept = (await server.call('GET', `/api/v1/sellers/me/rfqs/${rfqId}`, { token: near.token })).body.offer;
    expect(kept).toMatchObject({ revision: 2, items: [{ unit_price: 50 }, { unit_price: 90 }] });
  });

  it('close with the request: once the buyer cancels, no seller can offer, and the admin still sees everything', async () => {
    await server.call('POST', `/api/v1/rfqs/${rfqId}/cancel`, { token: buyer.token });
    const late = await offer(near, rfqId, { items: items.map((item) => ({ rfq_item_id: item.id, unit_price: 40 })), ...offerTerms() });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(RFQ_MESSAGES.closed);
    const seen = (await server.call('GET', `/api/v1/admin/rfqs/${rfqId}`, { token: admin })).body;
    expect(seen.status).toBe('cancelled');
    expect(seen.offers.map((row: { status: string }) => row.status)).toEqual(['closed', 'closed']);
    const all = (await server.call('GET', '/api/v1/admin/rfqs', { token: admin })).body as Array<{ id: number }>;
    expect(all.map((row) => row.id)).toContain(rfqId);
  });

  it('show the buyer’s phone to the sellers asked when the buyer shares it', async () => {
    const sharing = await createBuyer(server.db);
    const id = (await ask(sharing, tilesRfq({ share_phone: true }))).body.id;
    const seen = (await server.call('GET', `/api/v1/sellers/me/rfqs/${id}`, { token: near.token })).body;
    expect(seen.buyer.phone).toMatch(/^\+91\d{10}$/);
  });

  it('are not taken once the request has expired', async () => {
    const expiring = await createBuyer(server.db);
    const id = (await ask(expiring, tilesRfq())).body.id;
    await server.db
      .update(rfqs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(rfqs.id, [id]));
    expect((await server.call('GET', `/api/v1/rfqs/${id}`, { token: expiring.token })).body.status).toBe('expired');
    const late = await offer(near, id, { items: items.map((item) => ({ rfq_item_id: item.id, unit_price: 40 })), ...offerTerms() });
    expect(late.status).toBe(409);
  });
});

describe('accepting offers', () => {
  let third: TestSeller;
  let thirdTiles: number;

  beforeAll(async () => {
    third = await createSeller(server.db, 'Third Tiles');
    thirdTiles = (await listProduct(server, third, tiles, { stock_quantity: 500 })).id;
    await listProduct(server, third, grout, { stock_quantity: 500 });
  });

  /** An RFQ of a buyer with an address, answered by the three sellers (the one near the site partially). */
  async function answeredRfq() {
    const buyer = await buyerWithAddress(server);
    const rfqId = (
      await ask(buyer, {
        items: [
          { product_id: tiles, quantity: 20 },
          { product_id: grout, quantity: 10 },
        ],
        site_pincode: SITE,
        partner_id: 'tile-blog',
      })
    ).body.id as number;
    const [tileItem, groutItem] = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body.items as Array<{ id: number }>;
    const prices = (tilePrice: number | null, groutPrice: number | null) => [
      { rfq_item_id: tileItem!.id, unit_price: tilePrice },
      { rfq_item_id: groutItem!.id, unit_price: groutPrice },
    ];
    for (const [seller, tilePrice, groutPrice, delivery] of [
      [near, 50, 90, 300],
      [alsoNear, null, 80, 0],
      [third, 48, 95, 0],
    ] as const) {
      const answered = await offer(seller, rfqId, { items: prices(tilePrice, groutPrice), ...offerTerms(), delivery_charge: delivery });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    const offers = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body.offers as Array<{ id: number; seller: { id: number } }>;
    const offerOf = (seller: TestSeller) => offers.find((candidate) => candidate.seller.id === seller.id)!.id;
    return { buyer, rfqId, tileItem: tileItem!.id, groutItem: groutItem!.id, offerOf, prices };
  }

  const accept = (buyer: BuyerWithAddress, rfqId: number, json: unknown, headers: Record<string, string> = {}) =>
    server.call('POST', `/api/v1/rfqs/${rfqId}/accept?shipping_address_id=${buyer.addressId}`, { token: buyer.token, json, headers });

  it('item-wise across two sellers: two orders at the offered prices with the partner id, stock taken, the third seller’s offer closed', async () => {
    const { buyer, rfqId, tileItem, groutItem, offerOf } = await answeredRfq();
    const choice = {
      items: [
        { rfq_item_id: tileItem, offer_id: offerOf(third) },
        { rfq_item_id: groutItem, offer_id: offerOf(alsoNear) },
      ],
    };
    const placed = await accept(buyer, rfqId, choice, { 'idempotency-key': `rfq-${rfqId}` });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order_ids).toHaveLength(2);

    const stored = await server.db.select().from(orders).where(inArray(orders.id, placed.body.order_ids));
    expect(
      stored
        .map((order) => ({ seller: order.sellerId, source: order.source, partner: order.partnerId, total: order.totalAmountPaise }))
        .sort((a, b) => a.seller - b.seller),
    ).toEqual(
      [
        { seller: third.id, source: 'rfq', partner: 'tile-blog', total: 20 * 48_00 },
        { seller: alsoNear.id, source: 'rfq', partner: 'tile-blog', total: 10 * 80_00 },
      ].sort((a, b) => a.seller - b.seller),
    );
    const lines = await server.db.select().from(orderItems).where(inArray(orderItems.orderId, placed.body.order_ids));
    expect(lines.map((line) => [line.productId, line.quantity, line.pricePerUnitPaise]).sort()).toEqual(
      [
        [tiles, 20, 48_00],
        [grout, 10, 80_00],
      ].sort(),
    );
    expect(await stockOf(server.db, thirdTiles)).toBe(480);

    const compared = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body;
    expect(compared.status).toBe('accepted');
    const statusOf = (seller: TestSeller) => compared.offers.find((row: { seller: { id: number } }) => row.seller.id === seller.id);
    expect(statusOf(third)).toMatchObject({ status: 'accepted', items: [{ accepted: true }, { accepted: false }] });
    expect(statusOf(alsoNear)).toMatchObject({ status: 'accepted', items: [{ accepted: false }, { accepted: true }] });
    expect(statusOf(near)).toMatchObject({ status: 'closed', order_id: null });
    expect(placed.body.order_ids).toContain(statusOf(third).order_id);

    // The seller left out sees the request closed; the one accepted sees the buyer's phone.
    const told = (await server.call('GET', '/api/v1/sellers/me/rfqs', { token: near.token })).body.find((row: { id: number }) => row.id === rfqId);
    expect(told).toMatchObject({ status: 'accepted', offer_status: 'closed' });
    expect((await server.call('GET', `/api/v1/sellers/me/rfqs/${rfqId}`, { token: third.token })).body.buyer.phone).toMatch(/^\+91/);

    // A retry with the same key answers the same orders; another acceptance finds the request closed.
    const retried = await accept(buyer, rfqId, choice, { 'idempotency-key': `rfq-${rfqId}` });
    expect(retried.status).toBe(201);
    expect(retried.body.order_ids).toEqual(placed.body.order_ids);
    const again = await accept(buyer, rfqId, { offer_id: offerOf(near) });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(RFQ_MESSAGES.closed);
  });

  it('a whole partial offer orders the items it prices', async () => {
    const { buyer, rfqId, offerOf } = await answeredRfq();
    const placed = await accept(buyer, rfqId, { offer_id: offerOf(alsoNear) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order_items.map((line: { quantity: number; price_per_unit: number }) => [line.quantity, line.price_per_unit])).toEqual([[10, 80]]);
  });

  it('is refused, and changes nothing, for a choice it cannot place', async () => {
    // A fourth seller prices the tiles from a listing, then deletes it: that line cannot be ordered here.
    const fourth = await createSeller(server.db, 'Fourth Tiles');
    const fourthTiles = (await listProduct(server, fourth, tiles, { stock_quantity: 500 })).id;
    const { buyer, rfqId, tileItem, groutItem, offerOf, prices } = await answeredRfq();
    const fourthOffer = await offer(fourth, rfqId, { items: prices(45, null), ...offerTerms() });
    expect(fourthOffer.status).toBe(200);
    expect((await server.call('DELETE', `/api/v1/sellers/me/listings/${fourthTiles}`, { token: fourth.token })).status).toBe(200);
    const cases: Array<[unknown, number, string]> = [
      [{}, 422, RFQ_MESSAGES.acceptChoice],
      [{ offer_id: offerOf(near), items: [{ rfq_item_id: tileItem, offer_id: offerOf(near) }] }, 422, RFQ_MESSAGES.acceptChoice],
      [{ offer_id: 2_000_000_000 }, 422, RFQ_MESSAGES.offerGone],
      [{ items: [{ rfq_item_id: 2_000_000_000, offer_id: offerOf(near) }] }, 422, RFQ_MESSAGES.acceptItem],
      [
        {
          items: [
            { rfq_item_id: groutItem, offer_id: offerOf(near) },
            { rfq_item_id: groutItem, offer_id: offerOf(third) },
          ],
        },
        422,
        RFQ_MESSAGES.acceptItem,
      ],
      [
        { items: [{ rfq_item_id: tileItem, offer_id: fourthOffer.body.offer.id }] },
        422,
        RFQ_MESSAGES.notListed('Vitrified Floor Tile 600x600', 'Fourth Tiles'),
      ],
    ];
    for (const [json, status, message] of cases) {
      const response = await accept(buyer, rfqId, json);
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect(JSON.stringify(response.body), JSON.stringify(json)).toContain(message);
    }
    const other = await buyerWithAddress(server);
    expect((await accept(other, rfqId, { offer_id: offerOf(near) })).status).toBe(404);
    const unchanged = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body;
    expect(unchanged.status).toBe('open');
    expect(unchanged.offers.map((row: { status: string }) => row.status)).toEqual(['open', 'open', 'open', 'open']);
  });
});
