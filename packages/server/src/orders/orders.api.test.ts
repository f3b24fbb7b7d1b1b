import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, idempotencyKeys, listings, orders, orderStatusEvents, pincodes, sellers } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import {
  addressBody,
  buyerWithAddress,
  createBuyer,
  expectedCharge,
  expectedKm,
  fillCart,
  ListingPool,
  sellerToken,
  setStock,
  stockOf,
  type TestBuyer,
  type TestListing,
} from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let pool: ListingPool;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  pool = new ListingPool(server.db);
}, 60_000);
afterAll(() => server.close());

const LOCATION = { latitude: 12.9716, longitude: 77.5946 };
/** Where addressBody() was picked on the map (Koramangala), a few km from the buyer's own location. */
const ADDRESS_POINT = { latitude: 12.9352, longitude: 77.6245 };

const fill = (buyer: TestBuyer, lines: [TestListing, number][]) => fillCart(server, buyer, lines);

const checkout = (buyer: TestBuyer, addressId: number | string, key?: string) =>
  server.call('POST', `/api/v1/cart/checkout?shipping_address_id=${addressId}`, {
    token: buyer.token,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });

async function orderCount(userId: number): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

async function cartSize(userId: number): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

describe('checkout', () => {
  it("stores a business buyer's GSTIN (normalised) and business name on every order of the split, and refuses a broken GSTIN with 422", async () => {
    const [[a1], [b1]] = await pool.take([1, 1], 5);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [
      [a1!, 1],
      [b1!, 1],
    ]);
    const withBusiness = (query: string) =>
      server.call('POST', `/api/v1/cart/checkout?shipping_address_id=${buyer.addressId}&${query}`, { token: buyer.token });
    const mistyped = await withBusiness('buyer_gstin=29AAGCB7383J1Z5&buyer_business_name=Gowda%20Constructions');
    expect(mistyped.status).toBe(422);
    expect(mistyped.body.detail).toBe('This GSTIN has a typing mistake: its last character does not match the rest');
    const nameless = await withBusiness('buyer_gstin=29AAGCB7383J1Z4');
    expect(nameless.status).toBe(422);
    expect(nameless.body.detail).toBe('Enter the business name the GSTIN is registered to');
    expect(await orderCount(buyer.id)).toBe(0);

    const placed = await withBusiness('buyer_gstin=29aagcb7383j1z4&buyer_business_name=%20Gowda%20Constructions%20');
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ buyer_gstin: '29AAGCB7383J1Z4', buyer_business_name: 'Gowda Constructions' });
    const stored = await server.db
      .select({ gstin: orders.buyerGstin, name: orders.buyerBusinessName })
      .from(orders)
      .where(inArray(orders.id, placed.body.order_ids));
    expect(stored).toEqual([
      { gstin: '29AAGCB7383J1Z4', name: 'Gowda Constructions' },
      { gstin: '29AAGCB7383J1Z4', name: 'Gowda Constructions' },
    ]);
    // Without them, an order is a consumer's: both null.
    await fill(buyer, [[a1!, 1]]);
    expect((await checkout(buyer, buyer.addressId)).body).toMatchObject({ buyer_gstin: null, buyer_business_name: null });
  });

  it('splits the cart into one order per seller, each with its own delivery charge, and empties the cart', async () => {
    const [[a1, a2], [b1]] = await pool.take([2, 1], 20);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [
      [a1!, 2],
      [b1!, 4],
      [a2!, 3],
    ]);
    // What the checkout page shows for this address before the buyer confirms.
    const cart = (await server.call('GET', `/api/v1/cart/?shipping_address_id=${buyer.addressId}`, { token: buyer.token })).body;

    const placed = await checkout(buyer, buyer.addressId);
    expect(placed.status).toBe(201);
    const ids: number[] = placed.body.order_ids;
    expect(ids).toHaveLength(2);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(placed.body.id).toBe(ids[0]);

    // Each delivery goes to the shipping address, not to the buyer's own location.
    const kmA = expectedKm({ latitude: a1!.sellerLatitude!, longitude: a1!.sellerLongitude! }, ADDRESS_POINT);
    const kmB = expectedKm({ latitude: b1!.sellerLatitude!, longitude: b1!.sellerLongitude! }, ADDRESS_POINT);
    const subtotalA = (a1!.pricePaise * 2 + a2!.pricePaise * 3) / 100;
    const subtotalB = (b1!.pricePaise * 4) / 100;

    const first = placed.body;
    expect(first).toMatchObject({
      user_id: buyer.id,
      shipping_address_id: buyer.addressId,
      status: 'pending',
      payment_method: 'cod',
      seller: { id: a1!.sellerId, name: a1!.sellerName },
      delivery_distance_km: Math.round(kmA * 10) / 10,
      delivery_charges: expectedCharge(kmA),
    });
    expect(first.subtotal).toBeCloseTo(subtotalA, 2);
    expect(first.total_amount).toBeCloseTo(subtotalA + expectedCharge(kmA), 2);
    expect(first.shipping_address).toEqual({
      address_line1: '14, 3rd Main Road',
      address_line2: 'Near the water tank',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560034',
      country: 'India',
      landmark: null,
      site_contact_name: null,
      site_contact_phone: null,
      delivery_instructions: null,
      latitude: 12.9352,
      longitude: 77.6245,
    });
    expect(new Date(first.order_date).toISOString()).toBe(first.order_date);
    expect(first.order_items).toEqual([
      {
        id: expect.any(Number),
        quantity: 2,
        price_per_unit: a1!.pricePaise / 100,
        listing: { id: a1!.id, product: { id: expect.any(Number), name: a1!.productName, image_url: null, image: null } },
      },
      {
        id: expect.any(Number),
        quantity: 3,
        price_per_unit: a2!.pricePaise / 100,
        listing: { id: a2!.id, product: { id: expect.any(Number), name: a2!.productName, image_url: null, image: null } },
      },
    ]);

    const second = (await server.call('GET', `/api/v1/orders/${ids[1]}`, { token: buyer.token })).body;
    expect(second).toMatchObject({ seller: { id: b1!.sellerId }, delivery_distance_km: Math.round(kmB * 10) / 10, delivery_charges: expectedCharge(kmB) });
    expect(second.subtotal).toBeCloseTo(subtotalB, 2);
    expect(second.total_amount).toBeCloseTo(subtotalB + expectedCharge(kmB), 2);

    // The orders add up to what the cart showed.
    expect(first.total_amount + second.total_amount).toBeCloseTo(cart.total_amount, 2);
    expect(first.delivery_charges + second.delivery_charges).toBe(cart.delivery_charges);

    expect(await stockOf(server.db, a1!.id)).toBe(18);
    expect(await stockOf(server.db, a2!.id)).toBe(17);
    expect(await stockOf(server.db, b1!.id)).toBe(16);
    expect(await cartSize(buyer.id)).toBe(0);

    const rows = await server.db.select({ group: orders.checkoutGroup, source: orders.source }).from(orders).where(inArray(orders.id, ids));
    expect(new Set(rows.map((row) => row.group)).size).toBe(1);
    expect(rows[0]?.group).toMatch(/^[0-9a-f-]{36}$/);
    const events = await server.db.select().from(orderStatusEvents).where(inArray(orderStatusEvents.orderId, ids));
    expect(events.map((event) => [event.status, event.actorRole, event.actorId])).toEqual([
      ['pending', 'buyer', buyer.id],
      ['pending', 'buyer', buyer.id],
    ]);
  });

  it('replays the stored answer for a retried Idempotency-Key and creates nothing new', async () => {
    const [[listing]] = await pool.take([1], 10);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [[listing!, 2]]);
    const placed = await checkout(buyer, buyer.addressId, 'checkout-key-1');
    expect(placed.status).toBe(201);
    const replay = await checkout(buyer, buyer.addressId, 'checkout-key-1');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(placed.body);
    expect(await orderCount(buyer.id)).toBe(1);
    expect(await stockOf(server.db, listing!.id)).toBe(8);

    // A new cart under the same key is refused, not answered with the old orders (which would
    // tell the buyer a cart was ordered that never was).
    await fill(buyer, [[listing!, 1]]);
    const later = await checkout(buyer, buyer.addressId, 'checkout-key-1');
    expect(later.status).toBe(409);
    expect(later.body.detail).toBe('Idempotency-Key was already used for a different cart: use a new key for a new order');
    expect(await orderCount(buyer.id)).toBe(1);
    expect(await cartSize(buyer.id)).toBe(1);

    // A new key is a new checkout.
    const next = await checkout(buyer, buyer.addressId, 'checkout-key-2');
    expect(next.status).toBe(201);
    expect(next.body.order_ids).not.toEqual(placed.body.order_ids);
    expect(await orderCount(buyer.id)).toBe(2);
  });

  it('refuses a key used for a different request with 422, and a key still in progress with 409', async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await buyerWithAddress(server);
    const other = await server.call('POST', '/api/v1/addresses/', { token: buyer.token, json: addressBody({ address_line1: 'Site office' }) });
    await fill(buyer, [[listing!, 1]]);
    expect((await checkout(buyer, buyer.addressId, 'key-a')).status).toBe(201);
    const different = await checkout(buyer, other.body.id, 'key-a');
    expect(different.status).toBe(422);
    expect(different.body.detail).toBe('Idempotency-Key was already used for a different request');

    // A first request still running has its key row without a response yet.
    const [used] = await server.db.select({ requestHash: idempotencyKeys.requestHash }).from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-a'));
    await server.db.insert(idempotencyKeys).values({ userId: buyer.id, key: 'key-running', requestHash: used!.requestHash });
    const inProgress = await checkout(buyer, buyer.addressId, 'key-running');
    expect(inProgress.status).toBe(409);
    expect(inProgress.body.detail).toBe('A checkout with this Idempotency-Key is still in progress');

    // Keys are per buyer: another buyer may use the same text.
    const stranger = await buyerWithAddress(server);
    await fill(stranger, [[listing!, 1]]);
    expect((await checkout(stranger, stranger.addressId, 'key-a')).status).toBe(201);
  });

  it("answers 409 'Not enough stock for …' and leaves stock, cart and orders untouched", async () => {
    const [[plenty], [scarce]] = await pool.take([1, 1], 10);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [
      [plenty!, 3],
      [scarce!, 5],
    ]);
    await setStock(server.db, scarce!.id, 4);
    const refused = await checkout(buyer, buyer.addressId, 'stock-key');
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(`Not enough stock for ${scarce!.productName}`);
    expect(await stockOf(server.db, plenty!.id)).toBe(10);
    expect(await stockOf(server.db, scarce!.id)).toBe(4);
    expect(await cartSize(buyer.id)).toBe(2);
    expect(await orderCount(buyer.id)).toBe(0);

    // Nothing was stored under the key: once the cart fits the stock, the same key checks out.
    const item = (await server.call('GET', '/api/v1/cart/', { token: buyer.token })).body.cart_items.find(
      (line: { listing: { id: number } }) => line.listing.id === scarce!.id,
    );
    expect((await server.call('PUT', `/api/v1/cart/items/${item.id}`, { token: buyer.token, json: { quantity: 4 } })).status).toBe(200);
    const placed = await checkout(buyer, buyer.addressId, 'stock-key');
    expect(placed.status).toBe(201);
    expect(await stockOf(server.db, scarce!.id)).toBe(0);
  });

  it('refuses a cart holding a withdrawn listing with 409', async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [[listing!, 1]]);
    await server.db.update(listings).set({ isActive: false }).where(eq(listings.id, listing!.id));
    const refused = await checkout(buyer, buyer.addressId);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(`${listing!.productName} is no longer available. Please remove it from your cart.`);
    expect(await stockOf(server.db, listing!.id)).toBe(100);
    expect(await cartSize(buyer.id)).toBe(1);
  });

  it("refuses an address at a pincode Nirmaan does not deliver to, in the header check's words, and places nothing", async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [[listing!, 3]]);
    // New Delhi is not served; 560095 is in Bangalore but not among the delivery areas.
    for (const pincode of ['110001', '560095']) {
      const address = await server.call('POST', '/api/v1/addresses/', { token: buyer.token, json: addressBody({ postal_code: pincode }) });
      expect(address.status).toBe(201);
      const header = await server.call('GET', `/api/v1/pincodes/validate/${pincode}`);
      expect(header.body.serviceable).toBe(false);
      // Said before Place Order too: the cart estimated for that address carries the same words.
      const estimate = await server.call('GET', `/api/v1/cart/?shipping_address_id=${address.body.id}`, { token: buyer.token });
      expect(estimate.body.address_not_served).toBe(header.body.message);
      const refused = await checkout(buyer, address.body.id);
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toBe(`Sorry, we do not deliver to ${pincode} yet`);
      expect(refused.body.detail).toBe(header.body.message);
    }
    expect(await orderCount(buyer.id)).toBe(0);
    expect(await cartSize(buyer.id)).toBe(1);
    expect(await stockOf(server.db, listing!.id)).toBe(100);
    // The same cart to a served pincode is placed.
    const served = await server.call('GET', `/api/v1/cart/?shipping_address_id=${buyer.addressId}`, { token: buyer.token });
    expect(served.body).not.toHaveProperty('address_not_served');
    expect((await checkout(buyer, buyer.addressId)).status).toBe(201);
  });

  it('needs a stored location, an address of the buyer and a non-empty cart', async () => {
    const [[listing]] = await pool.take([1]);
    const nowhere = await buyerWithAddress(server, null);
    await fill(nowhere, [[listing!, 1]]);
    const noLocation = await checkout(nowhere, nowhere.addressId);
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.detail).toBe('Please set your delivery location before checkout');

    const buyer = await buyerWithAddress(server);
    const empty = await checkout(buyer, buyer.addressId);
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('Your cart is empty');

    await fill(buyer, [[listing!, 1]]);
    const someoneElses = await checkout(buyer, nowhere.addressId);
    expect(someoneElses.status).toBe(404);
    expect(someoneElses.body.detail).toBe('Address not found');
    expect((await checkout(buyer, 999_999)).status).toBe(404);
    expect(await cartSize(buyer.id)).toBe(1);
  });

  it('answers 422 for a missing or malformed shipping_address_id or Idempotency-Key', async () => {
    const buyer = await buyerWithAddress(server);
    const missing = await server.call('POST', '/api/v1/cart/checkout', { token: buyer.token });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toBe('Please select a shipping address');
    for (const id of ['abc', '1.5', '-1', '0', '']) {
      expect((await checkout(buyer, id)).status, id).toBe(422);
    }
    const longKey = await checkout(buyer, buyer.addressId, 'k'.repeat(256));
    expect(longKey.status).toBe(422);
    expect(longKey.body.detail).toBe('Idempotency-Key must be 1 to 255 characters');
    const emptyKey = await checkout(buyer, buyer.addressId, '');
    expect(emptyKey.status).toBe(422);
    expect((await checkout(buyer, buyer.addressId, 'k'.repeat(255))).body.detail).toBe('Your cart is empty');
  });

  it('keeps the address as it was when ordered, even after the address changes or goes', async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [[listing!, 1]]);
    const orderId = (await checkout(buyer, buyer.addressId)).body.id;
    await server.call('PUT', `/api/v1/addresses/${buyer.addressId}`, { token: buyer.token, json: addressBody({ city: 'Hosur', state: 'Tamil Nadu' }) });
    expect((await server.call('GET', `/api/v1/orders/${orderId}`, { token: buyer.token })).body.shipping_address.city).toBe('Bengaluru');
    expect((await server.call('DELETE', `/api/v1/addresses/${buyer.addressId}`, { token: buyer.token })).status).toBe(204);
    const order = (await server.call('GET', `/api/v1/orders/${orderId}`, { token: buyer.token })).body;
    expect(order.shipping_address_id).toBeNull();
    expect(order.shipping_address.city).toBe('Bengaluru');
  });

  it("charges delivery to the shipping address (its map point, else its pincode's centroid), not to the buyer's location", async () => {
    const [[listing]] = await pool.take([1]);
    const seller = { latitude: listing!.sellerLatitude!, longitude: listing!.sellerLongitude! };
    // A buyer located in Bangalore ships to a site in Chennai whose address was typed, not picked on the map.
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [[listing!, 2]]);
    const typed = await server.call('POST', '/api/v1/addresses/', {
      token: buyer.token,
      json: addressBody({ city: 'Chennai', state: 'Tamil Nadu', postal_code: '600004', latitude: null, longitude: null }),
    });
    expect(typed.status).toBe(201);
    const mylapore = { latitude: 13.036855, longitude: 80.267646 }; // 600004's centroid (pincode-lat-long)
    const km = expectedKm(seller, mylapore);
    expect(km).toBeGreaterThan(250);
    // This seller delivers that far (the radius may be up to 300 km).
    await server.db.update(sellers).set({ deliveryRadiusKm: 300 }).where(eq(sellers.id, listing!.sellerId));

    const preview = (await server.call('GET', `/api/v1/cart/?shipping_address_id=${typed.body.id}`, { token: buyer.token })).body;
    expect(preview.deliveries).toEqual([expect.objectContaining({ distance_km: Math.round(km * 10) / 10, delivery_charge: expectedCharge(km) })]);
    // Without an address the cart still estimates to the buyer's own location.
    const estimate = (await server.call('GET', '/api/v1/cart/', { token: buyer.token })).body;
    expect(estimate.deliveries[0].delivery_charge).toBe(expectedCharge(expectedKm(seller, LOCATION)));

    const placed = await checkout(buyer, typed.body.id);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ delivery_distance_km: Math.round(km * 10) / 10, delivery_charges: expectedCharge(km) });
    expect(placed.body.total_amount).toBeCloseTo(preview.total_amount, 2);
    await server.db.update(sellers).set({ deliveryRadiusKm: 80 }).where(eq(sellers.id, listing!.sellerId));
  });

  it("refuses a shipping address beyond a seller's delivery radius, naming the seller and both distances, and keeps the cart", async () => {
    const [[near], [far]] = await pool.take([1, 1]);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [
      [near!, 1],
      [far!, 1],
    ]);
    await server.db.update(sellers).set({ deliveryRadiusKm: 5 }).where(eq(sellers.id, far!.sellerId));
    try {
      const preview = (await server.call('GET', `/api/v1/cart/?shipping_address_id=${buyer.addressId}`, { token: buyer.token })).body;
      const km = Math.round(expectedKm({ latitude: far!.sellerLatitude!, longitude: far!.sellerLongitude! }, ADDRESS_POINT) * 10) / 10;
      expect(km).toBeGreaterThan(5);
      expect(preview.deliveries).toEqual([
        expect.objectContaining({ seller_id: near!.sellerId, within_reach: true, delivery_radius_km: 80 }),
        expect.objectContaining({ seller_id: far!.sellerId, within_reach: false, delivery_radius_km: 5, distance_km: km }),
      ]);
      const refused = await checkout(buyer, buyer.addressId);
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toBe(
        `${far!.sellerName} delivers within 5 km; the address at 560034 is ${km} km away. Remove its items or choose another address.`,
      );
      expect(await cartSize(buyer.id)).toBe(2);
      expect(await stockOf(server.db, near!.id)).toBe(100);
    } finally {
      await server.db.update(sellers).set({ deliveryRadiusKm: 80 }).where(eq(sellers.id, far!.sellerId));
    }
  });

  it("refuses an address it cannot place (no map point, pincode unknown) and another buyer's address in the cart preview", async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [[listing!, 1]]);
    // A served pincode the centroid table does not know.
    await server.db.insert(pincodes).values({ pincode: '999999', city: 'Bangalore', state: 'Karnataka', area: 'Test area' }).onConflictDoNothing();
    const unplaced = await server.call('POST', '/api/v1/addresses/', {
      token: buyer.token,
      json: addressBody({ postal_code: '999999', latitude: null, longitude: null }),
    });
    const refused = await checkout(buyer, unplaced.body.id);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe('We cannot place this address on the map. Please edit it and pick its location on the map.');
    expect(await cartSize(buyer.id)).toBe(1);

    const other = await buyerWithAddress(server);
    expect((await server.call('GET', `/api/v1/cart/?shipping_address_id=${other.addressId}`, { token: buyer.token })).status).toBe(404);
    expect((await server.call('GET', '/api/v1/cart/?shipping_address_id=abc', { token: buyer.token })).status).toBe(422);
  });

  it('refuses a line whose seller lost its depot: no order goes to a seller that cannot say where it delivers from', async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [[listing!, 1]]);
    await server.db.update(sellers).set({ latitude: null, longitude: null }).where(eq(sellers.id, listing!.sellerId));
    try {
      const refused = await checkout(buyer, buyer.addressId);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(`${listing!.productName} is no longer available. Please remove it from your cart.`);
    } finally {
      await server.db.update(sellers).set({ latitude: listing!.sellerLatitude, longitude: listing!.sellerLongitude }).where(eq(sellers.id, listing!.sellerId));
    }
  });
});

describe('orders', () => {
  it('answers 401 without a token and 403 to a seller', async () => {
    const seller = await sellerToken(server.db);
    for (const [method, path] of [
      ['GET', '/api/v1/orders/'],
      ['GET', '/api/v1/orders/1'],
      ['POST', '/api/v1/orders/1/cancel'],
    ] as const) {
      expect((await server.call(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await server.call(method, path, { token: seller })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("lists the buyer's own orders, newest first, each with its items and seller", async () => {
    const [[a], [b]] = await pool.take([1, 1]);
    const buyer = await buyerWithAddress(server);
    const other = await buyerWithAddress(server);
    await fill(buyer, [[a!, 1]]);
    const older = (await checkout(buyer, buyer.addressId)).body;
    await fill(buyer, [[b!, 2]]);
    const newer = (await checkout(buyer, buyer.addressId)).body;
    await fill(other, [[a!, 1]]);
    await checkout(other, other.addressId);

    const listed = await server.call('GET', '/api/v1/orders/', { token: buyer.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((order: { id: number }) => order.id)).toEqual([newer.id, older.id]);
    const { order_ids: _ids, ...newerOrder } = newer;
    expect(listed.body[0]).toEqual(newerOrder);
    expect(listed.body[0].order_items).toHaveLength(1);
    expect(listed.body[0].seller).toEqual({ id: b!.sellerId, name: b!.sellerName, phone: expect.any(String) });
    expect((await server.call('GET', '/api/v1/orders', { token: (await createBuyer(server.db)).token })).body).toEqual([]);
  });

  it("shows one's own order, and 404 'Order not found' for another buyer's or an unknown one", async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await buyerWithAddress(server);
    const other = await buyerWithAddress(server);
    await fill(buyer, [[listing!, 1]]);
    const placed = (await checkout(buyer, buyer.addressId)).body;
    const mine = await server.call('GET', `/api/v1/orders/${placed.id}`, { token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(placed.id);
    const theirs = await server.call('GET', `/api/v1/orders/${placed.id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ detail: 'Order not found' });
    expect((await server.call('GET', '/api/v1/orders/999999', { token: buyer.token })).status).toBe(404);
    for (const id of ['abc', '1.5', '-1', '0']) {
      expect((await server.call('GET', `/api/v1/orders/${id}`, { token: buyer.token })).status, id).toBe(422);
      expect((await server.call('POST', `/api/v1/orders/${id}/cancel`, { token: buyer.token })).status, id).toBe(422);
    }
  });

  it('cancels a pending order and restores its stock exactly once', async () => {
    const [[a1, a2]] = await pool.take([2], 10);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [
      [a1!, 3],
      [a2!, 4],
    ]);
    const placed = (await checkout(buyer, buyer.addressId)).body;
    expect(await stockOf(server.db, a1!.id)).toBe(7);

    const other = await buyerWithAddress(server);
    const notMine = await server.call('POST', `/api/v1/orders/${placed.id}/cancel`, { token: other.token });
    expect(notMine.status).toBe(404);
    expect(await stockOf(server.db, a1!.id)).toBe(7);

    const cancelled = await server.call('POST', `/api/v1/orders/${placed.id}/cancel`, { token: buyer.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: placed.id, status: 'cancelled' });
    expect(await stockOf(server.db, a1!.id)).toBe(10);
    expect(await stockOf(server.db, a2!.id)).toBe(10);

    const twice = await server.call('POST', `/api/v1/orders/${placed.id}/cancel`, { token: buyer.token });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('Only pending orders can be cancelled');
    expect(await stockOf(server.db, a1!.id)).toBe(10);

    const events = await server.db
      .select({ status: orderStatusEvents.status, actor: orderStatusEvents.actorRole })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, placed.id));
    expect(events).toEqual([
      { status: 'pending', actor: 'buyer' },
      { status: 'cancelled', actor: 'buyer' },
    ]);
    const shown = await server.call('GET', `/api/v1/orders/${placed.id}`, { token: buyer.token });
    expect(shown.body.status_history.map((change: { status: string }) => change.status)).toEqual(['pending', 'cancelled']);
    expect(Date.parse(shown.body.status_history[1].changed_at)).toBeGreaterThanOrEqual(Date.parse(shown.body.status_history[0].changed_at));
    expect((await server.call('POST', '/api/v1/orders/999999/cancel', { token: buyer.token })).status).toBe(404);
  });

  it("cancels even when the seller has meanwhile set the listing's stock to the largest number it can hold", async () => {
    const [[listing]] = await pool.take([1], 10);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [[listing!, 3]]);
    const placed = (await checkout(buyer, buyer.addressId)).body;
    await setStock(server.db, listing!.id, 2_147_483_647);
    const cancelled = await server.call('POST', `/api/v1/orders/${placed.id}/cancel`, { token: buyer.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(server.db, listing!.id)).toBe(2_147_483_647);
  });

  it('refuses to cancel an order that is no longer pending', async () => {
    const [[listing]] = await pool.take([1], 10);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [[listing!, 2]]);
    const placed = (await checkout(buyer, buyer.addressId)).body;
    await server.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, placed.id));
    const refused = await server.call('POST', `/api/v1/orders/${placed.id}/cancel`, { token: buyer.token });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Only pending orders can be cancelled');
    expect(await stockOf(server.db, listing!.id)).toBe(8);
  });

  it('still cancels (and restocks what it can) after the seller deleted a listing of the order', async () => {
    const [[kept, deleted]] = await pool.take([2], 10);
    const buyer = await buyerWithAddress(server);
    await fill(buyer, [
      [kept!, 1],
      [deleted!, 1],
    ]);
    const placed = (await checkout(buyer, buyer.addressId)).body;
    await server.db.delete(listings).where(eq(listings.id, deleted!.id));
    const order = (await server.call('GET', `/api/v1/orders/${placed.id}`, { token: buyer.token })).body;
    expect(order.order_items[1].listing).toEqual({ id: null, product: expect.objectContaining({ name: deleted!.productName }) });
    const cancelled = await server.call('POST', `/api/v1/orders/${placed.id}/cancel`, { token: buyer.token });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(server.db, kept!.id)).toBe(10);
  });
});
