import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, listings, productImageFiles, productImages, sellers } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createBuyer, expectedCharge, expectedKm, ListingPool, sellerToken, type TestBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let pool: ListingPool;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  pool = new ListingPool(server.db);
}, 60_000);
afterAll(() => server.close());

const add = (buyer: TestBuyer, listingId: number, quantity: number) =>
  server.call('POST', '/api/v1/cart/add', { token: buyer.token, json: { listing_id: listingId, quantity } });

describe('who may use the cart', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/v1/cart/'],
    ['POST', '/api/v1/cart/add', { listing_id: 1, quantity: 1 }],
    ['PUT', '/api/v1/cart/items/1', { quantity: 1 }],
    ['DELETE', '/api/v1/cart/items/1'],
    ['DELETE', '/api/v1/cart/clear'],
    ['POST', '/api/v1/cart/checkout?shipping_address_id=1'],
  ];

  it('answers 401 without a token and 403 to a seller, before looking at the input', async () => {
    const seller = await sellerToken(server.db);
    for (const [method, path, json] of routes) {
      const anonymous = await server.call(method, path, json === undefined ? {} : { json });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body.detail).toBeTruthy();
      const asSeller = await server.call(method, path, { token: seller, ...(json === undefined ? {} : { json }) });
      expect(asSeller.status, `${method} ${path}`).toBe(403);
    }
    const badInput = await server.call('POST', '/api/v1/cart/add', { json: { quantity: 'abc' } });
    expect(badInput.status).toBe(401);
  });
});

describe('the cart', () => {
  it('starts empty', async () => {
    const buyer = await createBuyer(server.db);
    const cart = await server.call('GET', '/api/v1/cart/', { token: buyer.token });
    expect(cart.status).toBe(200);
    expect(cart.body).toEqual({ cart_items: [], subtotal: 0, deliveries: [], delivery_charges: 0, total_amount: 0, has_location: true });
    const withoutSlash = await server.call('GET', '/api/v1/cart', { token: buyer.token });
    expect(withoutSlash.status).toBe(200);
  });

  it('adds a listing with its product and seller, and adding it again adds to the quantity', async () => {
    const [[found]] = await pool.take([1], 40);
    const listing = found!;
    const buyer = await createBuyer(server.db);
    const first = await add(buyer, listing.id, 2);
    expect(first.status).toBe(200);
    expect(first.body.cart_items).toHaveLength(1);
    const [item] = first.body.cart_items;
    expect(item).toMatchObject({ quantity: 2, listing: { id: listing.id, price: listing.pricePaise / 100, stock_quantity: 40, is_active: true } });
    expect(Object.keys(item.listing.product).sort()).toEqual(['description', 'display_name', 'id', 'image', 'image_url', 'master_sku', 'name', 'unit']);
    expect(item.listing.seller).toMatchObject({ id: listing.sellerId, name: listing.sellerName });
    expect(Object.keys(item.listing.seller).sort()).toEqual(['address', 'city', 'id', 'name', 'phone']);
    expect(Object.keys(item.listing).sort()).toEqual(['id', 'is_active', 'price', 'product', 'seller', 'seller_sku', 'stock_quantity']);

    const again = await add(buyer, listing.id, 3);
    expect(again.status).toBe(200);
    expect(again.body.cart_items).toHaveLength(1);
    expect(again.body.cart_items[0]).toMatchObject({ id: item.id, quantity: 5 });
    expect(again.body.subtotal).toBeCloseTo((listing.pricePaise * 5) / 100, 2);
    expect(again.body.total_amount).toBeCloseTo(again.body.subtotal + again.body.delivery_charges, 2);
  });

  it("shows each line's first photo, and none for a product without photos", async () => {
    const [[withPhoto, without]] = await pool.take([2], 10);
    const [listing] = await server.db.select({ productId: listings.productId }).from(listings).where(eq(listings.id, withPhoto!.id));
    const [image] = await server.db
      .insert(productImages)
      .values({ productId: listing!.productId, altText: 'Bags on a pallet', width: 800, height: 600 })
      .returning({ id: productImages.id });
    await server.db.insert(productImageFiles).values({ imageId: image!.id, format: 'jpeg', width: 640, height: 480, fileKey: `cart-photo-${image!.id}.jpg` });
    const buyer = await createBuyer(server.db);
    expect((await add(buyer, without!.id, 1)).status).toBe(200);
    const cart = await add(buyer, withPhoto!.id, 1);
    expect(cart.status).toBe(200);
    const imageOf = (listingId: number) =>
      cart.body.cart_items.find((item: { listing: { id: number } }) => item.listing.id === listingId).listing.product.image;
    expect(imageOf(withPhoto!.id)).toMatchObject({ alt: 'Bags on a pallet', src: `/api/v1/images/cart-photo-${image!.id}.jpg` });
    expect(imageOf(without!.id)).toBeNull();
  });

  it("refuses an unknown or inactive listing with 404 'Listing not found'", async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await createBuyer(server.db);
    const unknown = await add(buyer, 999_999, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Listing not found' });
    await server.db.update(listings).set({ isActive: false }).where(eq(listings.id, listing!.id));
    const inactive = await add(buyer, listing!.id, 1);
    expect(inactive.status).toBe(404);
    expect(inactive.body).toEqual({ detail: 'Listing not found' });
  });

  it("refuses more than the stock with 409 'Only N in stock', counting what the cart already holds", async () => {
    const [[listing]] = await pool.take([1], 30);
    const buyer = await createBuyer(server.db);
    const tooMany = await add(buyer, listing!.id, 31);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.detail).toBe('Only 30 in stock');
    expect((await add(buyer, listing!.id, 25)).status).toBe(200);
    const beyond = await add(buyer, listing!.id, 6);
    expect(beyond.status).toBe(409);
    expect(beyond.body.detail).toMatch(/^Only 30 in stock/);
    const cart = await server.call('GET', '/api/v1/cart/', { token: buyer.token });
    expect(cart.body.cart_items[0].quantity).toBe(25);
    expect((await add(buyer, listing!.id, 5)).body.cart_items[0].quantity).toBe(30);
  });

  it('answers 422 (never a 500) for malformed input', async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await createBuyer(server.db);
    for (const quantity of [0, -1, 1.5, 'abc', null, '2', 1e12]) {
      const response = await add(buyer, listing!.id, quantity as number);
      expect(response.status, `quantity ${String(quantity)}`).toBe(422);
      expect(response.body.detail).toBeTruthy();
    }
    for (const json of [{}, { quantity: 1 }, { listing_id: 'x', quantity: 1 }, { listing_id: -3, quantity: 1 }, [], 'text']) {
      const response = await server.call('POST', '/api/v1/cart/add', { token: buyer.token, json });
      expect(response.status, JSON.stringify(json)).toBe(422);
    }
    const noBody = await server.call('POST', '/api/v1/cart/add', { token: buyer.token });
    expect(noBody.status).toBe(422);
    const badJson = await server.call('POST', '/api/v1/cart/add', { token: buyer.token, headers: { 'content-type': 'application/json' } });
    expect(badJson.status).toBe(400);
    const broken = await fetch(`${server.url}/api/v1/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: '{"listing_id": 1,',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).detail).toBeTruthy();

    const asText = await fetch(`${server.url}/api/v1/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${buyer.token}` },
      body: 'listing_id=1',
    });
    expect(asText.status).toBe(422);
    const asForm = await server.call('POST', '/api/v1/cart/add', { token: buyer.token, form: { listing_id: String(listing!.id), quantity: '1' } });
    expect(asForm.status).toBe(422);

    const added = await add(buyer, listing!.id, 1);
    const itemId = added.body.cart_items[0].id;
    for (const quantity of [0, -1, 1.5, 'abc']) {
      const response = await server.call('PUT', `/api/v1/cart/items/${itemId}`, { token: buyer.token, json: { quantity } });
      expect(response.status, `quantity ${String(quantity)}`).toBe(422);
    }
    expect((await server.call('PUT', `/api/v1/cart/items/${itemId}`, { token: buyer.token })).status).toBe(422);
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      expect((await server.call('PUT', `/api/v1/cart/items/${id}`, { token: buyer.token, json: { quantity: 1 } })).status, id).toBe(422);
      expect((await server.call('DELETE', `/api/v1/cart/items/${id}`, { token: buyer.token })).status, id).toBe(422);
    }
  });

  it('changes a quantity within the stock, and refuses more than the stock with 409', async () => {
    const [[listing]] = await pool.take([1], 12);
    const buyer = await createBuyer(server.db);
    const itemId = (await add(buyer, listing!.id, 1)).body.cart_items[0].id;
    const changed = await server.call('PUT', `/api/v1/cart/items/${itemId}`, { token: buyer.token, json: { quantity: 12 } });
    expect(changed.status).toBe(200);
    expect(changed.body.cart_items[0].quantity).toBe(12);
    const tooMany = await server.call('PUT', `/api/v1/cart/items/${itemId}`, { token: buyer.token, json: { quantity: 13 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.detail).toBe('Only 12 in stock');
    const unknown = await server.call('PUT', '/api/v1/cart/items/999999', { token: buyer.token, json: { quantity: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Cart item not found');
  });

  it('removes one item, then clears the rest', async () => {
    const [[first, second, third]] = await pool.take([3]);
    const buyer = await createBuyer(server.db);
    await add(buyer, first!.id, 1);
    await add(buyer, second!.id, 1);
    const full = await add(buyer, third!.id, 1);
    expect(full.body.cart_items.map((item: { listing: { id: number } }) => item.listing.id)).toEqual([first!.id, second!.id, third!.id]);
    const removed = await server.call('DELETE', `/api/v1/cart/items/${full.body.cart_items[1].id}`, { token: buyer.token });
    expect(removed.status).toBe(200);
    expect(removed.body.cart_items.map((item: { listing: { id: number } }) => item.listing.id)).toEqual([first!.id, third!.id]);
    const again = await server.call('DELETE', `/api/v1/cart/items/${full.body.cart_items[1].id}`, { token: buyer.token });
    expect(again.status).toBe(404);
    const cleared = await server.call('DELETE', '/api/v1/cart/clear', { token: buyer.token });
    expect(cleared.status).toBe(200);
    expect(cleared.body.cart_items).toEqual([]);
    expect(cleared.body.total_amount).toBe(0);
  });

  it("keeps every buyer's cart to themselves: another buyer's item answers 404 and stays as it was", async () => {
    const [[listing]] = await pool.take([1]);
    const owner = await createBuyer(server.db);
    const other = await createBuyer(server.db);
    const itemId = (await add(owner, listing!.id, 2)).body.cart_items[0].id;
    const change = await server.call('PUT', `/api/v1/cart/items/${itemId}`, { token: other.token, json: { quantity: 1 } });
    expect(change.status).toBe(404);
    const remove = await server.call('DELETE', `/api/v1/cart/items/${itemId}`, { token: other.token });
    expect(remove.status).toBe(404);
    expect((await server.call('GET', '/api/v1/cart/', { token: other.token })).body.cart_items).toEqual([]);
    await server.call('DELETE', '/api/v1/cart/clear', { token: other.token });
    const mine = await server.call('GET', '/api/v1/cart/', { token: owner.token });
    expect(mine.body.cart_items).toEqual([expect.objectContaining({ id: itemId, quantity: 2 })]);
  });
});

/** A delivery estimate's seller and reach fields for a seeded seller (80 km around its depot) within reach. */
const reach = (sellerName: string) => ({ seller_name: sellerName, delivery_radius_km: 80, within_reach: true });

describe('the serviceability rule in the cart', () => {
  it("refuses a supplier whose delivery radius does not reach the buyer's location, with both distances", async () => {
    const [[listing]] = await pool.take([1]);
    const chennai = { latitude: 13.0827, longitude: 80.2707 };
    const buyer = await createBuyer(server.db, chennai);
    const km = Math.round(expectedKm({ latitude: listing!.sellerLatitude!, longitude: listing!.sellerLongitude! }, chennai) * 10) / 10;
    expect(km).toBeGreaterThan(80);
    const refused = await add(buyer, listing!.id, 1);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe(`${listing!.sellerName} delivers within 80 km; your delivery location is ${km} km away.`);
    expect((await server.call('GET', '/api/v1/cart/', { token: buyer.token })).body.cart_items).toEqual([]);
  });
});

describe('the delivery estimate', () => {
  it('charges ₹250 + ₹25/km per seller from the buyer’s stored location', async () => {
    const [[a1, a2], [b1]] = await pool.take([2, 1]);
    const location = { latitude: 12.9716, longitude: 77.5946 };
    const buyer = await createBuyer(server.db, location);
    await add(buyer, a1!.id, 2);
    await add(buyer, b1!.id, 1);
    const cart = (await add(buyer, a2!.id, 3)).body;

    const kmA = expectedKm({ latitude: a1!.sellerLatitude!, longitude: a1!.sellerLongitude! }, location);
    const kmB = expectedKm({ latitude: b1!.sellerLatitude!, longitude: b1!.sellerLongitude! }, location);
    expect(cart.has_location).toBe(true);
    expect(cart.deliveries).toEqual([
      { ...reach(a1!.sellerName), seller_id: a1!.sellerId, distance_km: Math.round(kmA * 10) / 10, delivery_charge: expectedCharge(kmA) },
      { ...reach(b1!.sellerName), seller_id: b1!.sellerId, distance_km: Math.round(kmB * 10) / 10, delivery_charge: expectedCharge(kmB) },
    ]);
    const subtotalPaise = a1!.pricePaise * 2 + a2!.pricePaise * 3 + b1!.pricePaise;
    expect(cart.subtotal).toBeCloseTo(subtotalPaise / 100, 2);
    expect(cart.delivery_charges).toBe(expectedCharge(kmA) + expectedCharge(kmB));
    expect(cart.total_amount).toBeCloseTo((subtotalPaise + (expectedCharge(kmA) + expectedCharge(kmB)) * 100) / 100, 2);
  });

  it('works the numbers for one seller by hand: Yeshwanthpur to MG Road', async () => {
    // The demo seller Sri Lakshmi Building Materials is at 13.0285, 77.54; MG Road is 12.9756, 77.6066.
    const [demo] = await server.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.name, 'Sri Lakshmi Building Materials'));
    const [listing] = await server.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, demo!.id)).limit(1);
    await server.db.update(listings).set({ isActive: true, stockQuantity: 50 }).where(eq(listings.id, listing!.id));
    const buyer = await createBuyer(server.db, { latitude: 12.9756, longitude: 77.6066 });
    const cart = (await add(buyer, listing!.id, 1)).body;
    // dLat = -0.0529° (5.88 km), dLon = 0.0666° at cos 13° (7.22 km): 9.31 km, shown as 9.3;
    // 250 + 25 x 9.3 = 482.5, rounded to ₹483.
    expect(cart.deliveries[0]).toEqual({ ...reach('Sri Lakshmi Building Materials'), seller_id: demo!.id, distance_km: 9.3, delivery_charge: 483 });
    expect(expectedKm({ latitude: 13.0285, longitude: 77.54 }, { latitude: 12.9756, longitude: 77.6066 })).toBeCloseTo(9.31, 2);
  });

  it('is the base ₹250 with no distance when the buyer has no location', async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await createBuyer(server.db, null);
    const cart = (await add(buyer, listing!.id, 1)).body;
    expect(cart.has_location).toBe(false);
    expect(cart.deliveries).toEqual([
      { seller_id: listing!.sellerId, seller_name: listing!.sellerName, distance_km: null, delivery_charge: 250, delivery_radius_km: 80, within_reach: null },
    ]);
    expect(cart.delivery_charges).toBe(250);
  });

  it('keeps the line of a seller who lost its depot, unavailable and out of the totals', async () => {
    const [[listing]] = await pool.take([1]);
    const buyer = await createBuyer(server.db);
    await add(buyer, listing!.id, 1);
    await server.db.update(sellers).set({ latitude: null, longitude: null }).where(eq(sellers.id, listing!.sellerId));
    try {
      const cart = (await server.call('GET', '/api/v1/cart/', { token: buyer.token })).body;
      expect(cart.cart_items[0].listing.is_active).toBe(false);
      expect(cart.deliveries).toEqual([]);
      expect((await add(buyer, listing!.id, 1)).status).toBe(404);
    } finally {
      await server.db.update(sellers).set({ latitude: listing!.sellerLatitude, longitude: listing!.sellerLongitude }).where(eq(sellers.id, listing!.sellerId));
    }
  });

  it('lists an item whose listing was withdrawn (is_active false) but leaves it out of the totals', async () => {
    const [[kept], [withdrawn]] = await pool.take([1, 1]);
    const buyer = await createBuyer(server.db);
    await add(buyer, kept!.id, 1);
    await add(buyer, withdrawn!.id, 1);
    await server.db.update(listings).set({ isActive: false }).where(eq(listings.id, withdrawn!.id));
    const cart = (await server.call('GET', '/api/v1/cart/', { token: buyer.token })).body;
    expect(cart.cart_items.map((item: { listing: { id: number; is_active: boolean } }) => [item.listing.id, item.listing.is_active])).toEqual([
      [kept!.id, true],
      [withdrawn!.id, false],
    ]);
    expect(cart.subtotal).toBeCloseTo(kept!.pricePaise / 100, 2);
    expect(cart.deliveries.map((delivery: { seller_id: number }) => delivery.seller_id)).toEqual([kept!.sellerId]);
    const changeWithdrawn = await server.call('PUT', `/api/v1/cart/items/${cart.cart_items[1].id}`, { token: buyer.token, json: { quantity: 2 } });
    expect(changeWithdrawn.status).toBe(409);
    const removed = await server.call('DELETE', `/api/v1/cart/items/${cart.cart_items[1].id}`, { token: buyer.token });
    expect(removed.status).toBe(200);
    expect(await server.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toHaveLength(1);
  });
});

describe('the API document', () => {
  it('lists the cart, address and order routes under their tags', async () => {
    const response = await server.call('GET', '/api/docs/json');
    expect(response.status).toBe(200);
    const paths = response.body.paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(paths['/api/v1/cart']?.get?.tags).toEqual(['cart']);
    expect(paths['/api/v1/cart/checkout']?.post?.tags).toEqual(['cart']);
    expect(paths['/api/v1/addresses/{id}/default']?.put?.tags).toEqual(['addresses']);
    expect(paths['/api/v1/orders/{id}/cancel']?.post?.tags).toEqual(['orders']);
    const checkout = paths['/api/v1/cart/checkout']?.post as unknown as { parameters: { name: string; in: string }[] };
    expect(checkout.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'shipping_address_id', in: 'query' }),
        expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
      ]),
    );
  });
});
