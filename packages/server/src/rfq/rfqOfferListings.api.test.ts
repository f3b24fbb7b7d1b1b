import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDateOf, RFQ_MESSAGES } from '@nirmaan/core/pure';
import { orderItems, orders, products } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createSeller, listProduct, type TestSeller } from '../testing/sellerFixtures.ts';
import { buyerWithAddress, stockOf, type BuyerWithAddress } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

// Issue 31: an RFQ made from a calculator's quantities names materials in words ("TMT steel bars",
// 2,400 kg). Each seller says which of their listings supplies each item they price, so the buyer
// can accept items across sellers and get orders at the offered prices.

const SITE = '560001'; // MG Road, Bangalore
let server: TestServer;
/** Seeded products: two OPC 43 cements (Bags) and an 8 mm TMT bar (Kg). */
let ultratech: number;
let chettinad: number;
let tmt: number;
interface Supplier {
  seller: TestSeller;
  cement: { id: number; product: { name: string } };
  steel: { id: number; product: { name: string } };
}
let a: Supplier;
let b: Supplier;
let c: TestSeller;
let cListing: number;

const today = () => indiaDateOf(new Date());
const productBySku = async (sku: string) => (await server.db.select({ id: products.id }).from(products).where(eq(products.masterSku, sku)))[0]!.id;

/** A seller near the site listing a cement and the TMT bar, with stock enough for the BOQ. */
async function supplier(name: string, cement: number): Promise<Supplier> {
  const seller = await createSeller(server.db, name);
  return {
    seller,
    cement: await listProduct(server, seller, cement, { stock_quantity: 1000 }),
    steel: await listProduct(server, seller, tmt, { stock_quantity: 10_000 }),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  ultratech = await productBySku('CEM-OPC43-ULT-50');
  chettinad = (await server.db.select({ id: products.id, sku: products.masterSku }).from(products)).find(
    (row) => row.sku.startsWith('CEM-OPC43-') && row.id !== ultratech,
  )!.id;
  tmt = await productBySku('STL-TMT-TAT-08');
  a = await supplier('Anand Cement and Steel', ultratech);
  b = await supplier('Balaji Building Materials', chettinad);
  c = await createSeller(server.db, 'Chamundi Cement');
  cListing = (await listProduct(server, c, ultratech, { stock_quantity: 1000 })).id;
}, 60_000);
afterAll(() => server?.close());

/** The calculator's BOQ for a house's structure, in words. */
const BOQ = [
  { description: 'Cement (OPC 43)', material: 'Cement', quantity: 300, unit: 'Bags' },
  { description: 'TMT steel bars', material: 'TMT Bars', quantity: 2400, unit: 'Kilograms (Kg)' },
  { description: 'Exterior emulsion paint', material: 'Other', quantity: 40, unit: 'Litres (Ltr)' },
];

async function askedBoq(buyer: BuyerWithAddress) {
  const asked = await server.call('POST', '/api/v1/rfqs', { token: buyer.token, json: { items: BOQ, site_pincode: SITE, source: 'calculator' } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const rfqId = asked.body.id as number;
  const [cementItem, steelItem, paintItem] = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body.items as Array<{ id: number }>;
  return { rfqId, cementItem: cementItem!.id, steelItem: steelItem!.id, paintItem: paintItem!.id };
}

const offer = (seller: TestSeller, rfqId: number, items: unknown[]) =>
  server.call('PUT', `/api/v1/sellers/me/rfqs/${rfqId}/offer`, {
    token: seller.token,
    json: { items, delivery_charge: 0, delivery_date: today(), valid_until: today() },
  });

describe('an RFQ of materials in words', () => {
  it('takes the calculator’s units (kilograms, litres) and refuses a unit it does not know', async () => {
    const buyer = await buyerWithAddress(server);
    expect((await askedBoq(buyer)).rfqId).toBeGreaterThan(0);
    const refused = await server.call('POST', '/api/v1/rfqs', {
      token: buyer.token,
      json: { items: [{ description: 'Primer', material: 'Other', quantity: 4, unit: 'Gallons' }], site_pincode: SITE },
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(RFQ_MESSAGES.unit);
  });

  it('suggests to each seller their listing for each item: one in the material’s categories, none for what they do not sell', async () => {
    const { rfqId, cementItem, steelItem, paintItem } = await askedBoq(await buyerWithAddress(server));
    const seen = await server.call('GET', `/api/v1/sellers/me/rfqs/${rfqId}`, { token: a.seller.token });
    expect(seen.status).toBe(200);
    expect(seen.body.suggested_listings).toEqual({ [cementItem]: a.cement.id, [steelItem]: a.steel.id, [paintItem]: null });
    const onlyCement = (await server.call('GET', `/api/v1/sellers/me/rfqs/${rfqId}`, { token: c.token })).body;
    expect(onlyCement.suggested_listings).toEqual({ [cementItem]: cListing, [steelItem]: null, [paintItem]: null });
  });

  it('priced by three sellers naming their listings, accepted item-wise across two: two orders at the offered prices', async () => {
    const buyer = await buyerWithAddress(server);
    const { rfqId, cementItem, steelItem, paintItem } = await askedBoq(buyer);
    const answers: Array<[TestSeller, unknown[]]> = [
      [
        a.seller,
        [
          { rfq_item_id: cementItem, unit_price: 380, listing_id: a.cement.id },
          { rfq_item_id: steelItem, unit_price: 72.5, listing_id: a.steel.id },
          { rfq_item_id: paintItem, unit_price: null },
        ],
      ],
      [
        b.seller,
        [
          { rfq_item_id: cementItem, unit_price: 365, listing_id: b.cement.id },
          { rfq_item_id: steelItem, unit_price: 75, listing_id: b.steel.id },
          { rfq_item_id: paintItem, unit_price: null, listing_id: null },
        ],
      ],
      [
        c,
        [
          { rfq_item_id: cementItem, unit_price: 390, listing_id: cListing },
          { rfq_item_id: steelItem, unit_price: null },
          { rfq_item_id: paintItem, unit_price: null },
        ],
      ],
    ];
    for (const [seller, items] of answers) {
      const answered = await offer(seller, rfqId, items);
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    const ownView = (await server.call('GET', `/api/v1/sellers/me/rfqs/${rfqId}`, { token: a.seller.token })).body.offer;
    expect(ownView.items).toEqual([
      { rfq_item_id: cementItem, unit_price: 380, accepted: false, listing_id: a.cement.id, product_name: a.cement.product.name },
      { rfq_item_id: steelItem, unit_price: 72.5, accepted: false, listing_id: a.steel.id, product_name: a.steel.product.name },
      { rfq_item_id: paintItem, unit_price: null, accepted: false, listing_id: null, product_name: null },
    ]);

    // The buyer sees what each seller offers for each item: the brand, not just a price.
    const compared = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body;
    const offerOf = (seller: TestSeller) => compared.offers.find((row: { seller: { id: number } }) => row.seller.id === seller.id);
    expect(offerOf(b.seller).items.map((item: { product_name: string | null }) => item.product_name)).toEqual([
      b.cement.product.name,
      b.steel.product.name,
      null,
    ]);
    expect(offerOf(c).items.map((item: { listing_id: number | null }) => item.listing_id)).toEqual([cListing, null, null]);
    expect(b.cement.product.name).not.toBe(a.cement.product.name);

    const placed = await server.call('POST', `/api/v1/rfqs/${rfqId}/accept?shipping_address_id=${buyer.addressId}`, {
      token: buyer.token,
      json: {
        items: [
          { rfq_item_id: cementItem, offer_id: offerOf(b.seller).id },
          { rfq_item_id: steelItem, offer_id: offerOf(a.seller).id },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order_ids).toHaveLength(2);
    const stored = await server.db.select().from(orders).where(inArray(orders.id, placed.body.order_ids));
    expect(stored.map((order) => [order.sellerId, order.source, order.totalAmountPaise]).sort()).toEqual(
      [
        [b.seller.id, 'rfq', 300 * 365_00],
        [a.seller.id, 'rfq', 2400 * 72_50],
      ].sort(),
    );
    const lines = await server.db.select().from(orderItems).where(inArray(orderItems.orderId, placed.body.order_ids));
    expect(lines.map((line) => [line.productId, line.quantity, line.pricePerUnitPaise]).sort()).toEqual(
      [
        [chettinad, 300, 365_00],
        [tmt, 2400, 72_50],
      ].sort(),
    );
    expect(await stockOf(server.db, b.cement.id)).toBe(700);
    expect(await stockOf(server.db, a.steel.id)).toBe(10_000 - 2400);
  });

  it('is accepted by a buyer who never set a delivery location (a visitor signed up by phone code): the orders go to the address at the agreed charge', async () => {
    const buyer = await buyerWithAddress(server, null);
    const { rfqId, cementItem } = await askedBoq(buyer);
    const offered = await offer(c, rfqId, [
      { rfq_item_id: cementItem, unit_price: 390, listing_id: cListing },
      ...(await server.call('GET', `/api/v1/sellers/me/rfqs/${rfqId}`, { token: c.token })).body.items
        .filter((item: { id: number }) => item.id !== cementItem)
        .map((item: { id: number }) => ({ rfq_item_id: item.id, unit_price: null })),
    ]);
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const offerId = offered.body.offer.id as number;
    const placed = await server.call('POST', `/api/v1/rfqs/${rfqId}/accept?shipping_address_id=${buyer.addressId}`, {
      token: buyer.token,
      json: { offer_id: offerId },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [order] = await server.db.select().from(orders).where(inArray(orders.id, placed.body.order_ids));
    expect([order!.source, order!.totalAmountPaise]).toEqual(['rfq', 300 * 390_00]);
  });

  it('refuses a priced item without one of the seller’s own active listings, with a message the seller can act on, never a 500', async () => {
    const { rfqId, cementItem, steelItem, paintItem } = await askedBoq(await buyerWithAddress(server));
    const inactive = (await listProduct(server, a.seller, chettinad, { is_active: false })).id;
    const answer = (cement: Record<string, unknown>, steel: Record<string, unknown> = { unit_price: null }) => [
      { rfq_item_id: cementItem, ...cement },
      { rfq_item_id: steelItem, ...steel },
      { rfq_item_id: paintItem, unit_price: null },
    ];
    const cases: Array<[unknown[], string]> = [
      [answer({ unit_price: 380, listing_id: b.cement.id }), RFQ_MESSAGES.notYourListing],
      [answer({ unit_price: 380, listing_id: inactive }), RFQ_MESSAGES.notYourListing],
      [answer({ unit_price: 380, listing_id: 2_000_000_000 }), RFQ_MESSAGES.notYourListing],
      [answer({ unit_price: 380, listing_id: 'cement' }), RFQ_MESSAGES.notYourListing],
      [answer({ unit_price: 380 }), RFQ_MESSAGES.listingNeeded('Cement (OPC 43)')],
      [answer({ unit_price: 380, listing_id: a.cement.id }, { unit_price: 72, listing_id: a.cement.id }), RFQ_MESSAGES.listingTwice],
    ];
    for (const [items, message] of cases) {
      const response = await offer(a.seller, rfqId, items);
      expect(response.status, JSON.stringify(items)).toBe(422);
      expect(JSON.stringify(response.body), JSON.stringify(items)).toContain(message);
    }
    expect((await server.call('GET', `/api/v1/sellers/me/rfqs/${rfqId}`, { token: a.seller.token })).body.offer).toBeNull();
    // A listing named for an item the seller cannot supply is not kept.
    const kept = await offer(a.seller, rfqId, answer({ unit_price: 380, listing_id: a.cement.id }, { unit_price: null, listing_id: a.steel.id }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.offer.items.map((item: { listing_id: number | null }) => item.listing_id)).toEqual([a.cement.id, null, null]);
  });
});
