import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, invoices, invoiceSeries, listings, orders, productImageFiles, productImages } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { buyerWithAddress, fillCart, ListingPool, setStock, stockOf, type BuyerWithAddress } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

// Checkout builds its answer from what its statements returned instead of reading the orders
// again, and takes the stock of all lines in one statement: the answer must still be the order as
// every later read shows it, and a line short of stock must leave every line's stock, the cart and
// the sellers' invoice series as they were.
let server: TestServer;
let pool: ListingPool;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  pool = new ListingPool(server.db);
}, 60_000);
afterAll(() => server.close());

const checkout = (buyer: BuyerWithAddress) => server.call('POST', `/api/v1/cart/checkout?shipping_address_id=${buyer.addressId}`, { token: buyer.token });

/** Gives the product of a listing one photo with a JPEG and a WebP file. */
async function addPhoto(listingId: number): Promise<void> {
  const [listing] = await server.db.select({ productId: listings.productId }).from(listings).where(eq(listings.id, listingId));
  const [image] = await server.db
    .insert(productImages)
    .values({ productId: listing!.productId, altText: 'A bag on a pallet', width: 1280, height: 960 })
    .returning({ id: productImages.id });
  await server.db.insert(productImageFiles).values([
    { imageId: image!.id, format: 'jpeg', width: 640, height: 480, fileKey: `photo-${image!.id}-640.jpg` },
    { imageId: image!.id, format: 'webp', width: 640, height: 480, fileKey: `photo-${image!.id}-640.webp` },
  ]);
}

async function lastSequence(sellerId: number): Promise<number | null> {
  const [row] = await server.db
    .select({ last: invoiceSeries.lastSequence })
    .from(invoiceSeries)
    .where(and(eq(invoiceSeries.sellerId, sellerId), eq(invoiceSeries.kind, 'invoice')));
  return row?.last ?? null;
}

describe('the checkout answer', () => {
  it('is the first order exactly as GET /orders/:id shows it (photos and invoice number included), with every order of the split', async () => {
    const [[a1, a2], [b1]] = await pool.take([2, 1], 20);
    await addPhoto(a2!.id);
    const buyer = await buyerWithAddress(server);
    await fillCart(server, buyer, [
      [a2!, 1],
      [b1!, 2],
      [a1!, 3],
    ]);

    const placed = await checkout(buyer);
    expect(placed.status).toBe(201);
    const { order_ids: ids, ...first } = placed.body;
    expect(ids).toHaveLength(2);
    expect(first.id).toBe(ids[0]);
    expect(first.order_items.map((item: { listing: { id: number } }) => item.listing.id)).toEqual([a2!.id, a1!.id]);
    expect(first.order_items[0].listing.product.image).toMatchObject({ alt: 'A bag on a pallet', src: expect.stringContaining('.jpg') });
    expect(first.invoice_number).toMatch(/^INV\//);

    expect((await server.call('GET', `/api/v1/orders/${first.id}`, { token: buyer.token })).body).toEqual(first);
    for (const id of ids) {
      const order = (await server.call('GET', `/api/v1/orders/${id}`, { token: buyer.token })).body;
      const [invoice] = await server.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, id));
      expect(order.invoice_number).toBe(invoice!.number);
    }
  });

  it('refuses a cart with two lines short of stock naming the first by listing id, and takes nothing: stock, cart and invoice numbers stay', async () => {
    const [[plenty], [x, y]] = await pool.take([1, 2], 10);
    const buyer = await buyerWithAddress(server);
    await fillCart(server, buyer, [
      [plenty!, 2],
      [y!, 5],
      [x!, 5],
    ]);
    await setStock(server.db, x!.id, 4);
    await setStock(server.db, y!.id, 3);
    const sequences = [await lastSequence(plenty!.sellerId), await lastSequence(x!.sellerId)];

    const refused = await checkout(buyer);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(`Not enough stock for ${(x!.id < y!.id ? x : y)!.productName}`);
    expect([await stockOf(server.db, plenty!.id), await stockOf(server.db, x!.id), await stockOf(server.db, y!.id)]).toEqual([10, 4, 3]);
    const cart = await server.db.select({ listingId: cartItems.listingId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, buyer.id));
    expect(cart).toHaveLength(3);
    expect(await server.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
    expect([await lastSequence(plenty!.sellerId), await lastSequence(x!.sellerId)]).toEqual(sequences);

    // Once every line fits, the same cart is placed whole and the stock of each line is taken once.
    await setStock(server.db, x!.id, 5);
    await setStock(server.db, y!.id, 5);
    const placed = await checkout(buyer);
    expect(placed.status).toBe(201);
    expect([await stockOf(server.db, plenty!.id), await stockOf(server.db, x!.id), await stockOf(server.db, y!.id)]).toEqual([8, 0, 0]);
    const placedOrders = await server.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, placed.body.order_ids));
    expect(placedOrders).toHaveLength(2);
  });
});
