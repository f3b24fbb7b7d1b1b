import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, sellers, users } from '../db/schema.ts';
import { createBuyer, type TestBuyer } from '../testing/shopFixtures.ts';
import { createSeller, listProduct, type TestSeller } from '../testing/sellerFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const ALERTS = '/api/v1/users/me/price-alerts';
const NOTIFICATIONS = '/api/v1/users/me/notifications';

let server: TestServer;
let categoryId: number;
let productCounter = 0;

beforeAll(async () => {
  server = await startTestServer();
  const [category] = await server.db.insert(categories).values({ name: 'Cement' }).returning({ id: categories.id });
  categoryId = category!.id;
}, 60_000);
afterAll(() => server.close());

/** A product of its own, so no other test's listings price it. */
async function newProduct(): Promise<number> {
  const [product] = await server.db
    .insert(products)
    .values({ name: `Alert Cement ${++productCounter}`, masterSku: `ALERT-${productCounter}`, unit: 'Bag', categoryId })
    .returning({ id: products.id });
  return product!.id;
}

async function phoneOf(buyer: TestBuyer): Promise<string> {
  const [row] = await server.db.select({ phone: users.phone }).from(users).where(eq(users.id, buyer.id));
  return row!.phone;
}

const setAlert = (buyer: TestBuyer, json: Record<string, unknown>) => server.call('POST', ALERTS, { token: buyer.token, json });

async function reprice(seller: TestSeller, listingId: number, price: number): Promise<void> {
  const response = await server.call('PUT', `/api/v1/sellers/me/listings/${listingId}`, { token: seller.token, json: { price } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('price alerts', () => {
  it('tells the buyer once, on the account and by SMS, when a seller’s new price crosses the target in the city', async () => {
    const productId = await newProduct();
    const seller = await createSeller(server.db);
    const listing = (await listProduct(server, seller, productId, { price: 420 })) as { id: number };
    const buyer = await createBuyer(server.db);

    const created = await setAlert(buyer, { product_id: productId, city: 'Bangalore', target_price: 400 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ product: { id: productId, unit: 'Bag' }, city: 'Bangalore', target_price: 400, fired_at: null });

    await reprice(seller, listing.id, 410);
    expect((await server.call('GET', NOTIFICATIONS, { token: buyer.token })).body).toEqual([]);

    await reprice(seller, listing.id, 395.5);
    const told = (await server.call('GET', NOTIFICATIONS, { token: buyer.token })).body as Array<{ text: string; link: string; read_at: string | null }>;
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      text: `Alert Cement ${productCounter} is now ₹395.50 per Bag in Bangalore, at or below your target of ₹400.`,
      link: `/products/${productId}`,
      read_at: null,
    });
    expect(server.outbox.list(await phoneOf(buyer))[0]?.text).toBe(
      `Nirmaan price alert: Alert Cement ${productCounter} is now ₹395.50 per Bag in Bangalore, at or below your target.`,
    );
    const [alert] = (await server.call('GET', ALERTS, { token: buyer.token })).body as Array<{ fired_at: string | null; fired_price: number }>;
    expect(alert!.fired_at).not.toBeNull();
    expect(alert!.fired_price).toBe(395.5);

    // Once told, a further fall says nothing more.
    await reprice(seller, listing.id, 380);
    expect((await server.call('GET', NOTIFICATIONS, { token: buyer.token })).body).toHaveLength(1);

    expect((await server.call('POST', `${NOTIFICATIONS}/read`, { token: buyer.token })).status).toBe(204);
    expect(((await server.call('GET', NOTIFICATIONS, { token: buyer.token })).body as Array<{ read_at: string | null }>)[0]!.read_at).not.toBeNull();
  });

  it('ignores prices in another city', async () => {
    const productId = await newProduct();
    const chennaiSeller = await createSeller(server.db);
    await server.db.update(sellers).set({ city: 'Chennai' }).where(eq(sellers.id, chennaiSeller.id));
    const listing = (await listProduct(server, chennaiSeller, productId, { price: 500 })) as { id: number };
    const buyer = await createBuyer(server.db);
    expect((await setAlert(buyer, { product_id: productId, city: 'Bangalore', target_price: 450 })).status).toBe(201);
    await reprice(chennaiSeller, listing.id, 300);
    expect((await server.call('GET', NOTIFICATIONS, { token: buyer.token })).body).toEqual([]);
  });

  it('refuses a target already reached (it could never fire), and re-arms an alert set again', async () => {
    const productId = await newProduct();
    const seller = await createSeller(server.db);
    await listProduct(server, seller, productId, { price: 420 });
    const buyer = await createBuyer(server.db);
    const reached = await setAlert(buyer, { product_id: productId, city: 'Bangalore', target_price: 420 });
    expect(reached.status).toBe(422);
    expect(reached.body).toEqual({
      detail: 'The price is already ₹420 in Bangalore, at or below your target: choose a lower target, or order now.',
    });
    expect((await setAlert(buyer, { product_id: productId, city: 'Bangalore', target_price: 400 })).status).toBe(201);
    const again = await setAlert(buyer, { product_id: productId, city: 'Bangalore', target_price: 380 });
    expect(again.status).toBe(201);
    const alerts = (await server.call('GET', ALERTS, { token: buyer.token })).body as Array<{ target_price: number }>;
    expect(alerts.map((alert) => alert.target_price)).toEqual([380]);
  });

  it('checks what it is given: a target in rupees, a served city, a product that exists', async () => {
    const buyer = await createBuyer(server.db);
    const productId = await newProduct();
    for (const [json, status] of [
      [{ product_id: productId, city: 'Bangalore', target_price: 0 }, 422],
      [{ product_id: productId, city: 'Bangalore', target_price: 10.555 }, 422],
      [{ product_id: productId, city: 'Mumbai', target_price: 10 }, 422],
      [{ product_id: 'cement', city: 'Bangalore', target_price: 10 }, 422],
      [{ product_id: 99_999_999, city: 'Bangalore', target_price: 10 }, 404],
    ] as const) {
      const answer = await setAlert(buyer, json);
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(answer.body).toHaveProperty('detail');
    }
  });

  it('keeps at most 20 alerts a buyer, counted before one is added', async () => {
    const buyer = await createBuyer(server.db);
    const productIds = await Promise.all(Array.from({ length: 21 }, () => newProduct()));
    for (const productId of productIds.slice(0, 20))
      expect((await setAlert(buyer, { product_id: productId, city: 'Chennai', target_price: 10 })).status).toBe(201);
    const over = await setAlert(buyer, { product_id: productIds[20], city: 'Chennai', target_price: 10 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ detail: 'You can keep up to 20 price alerts. Remove one to add another.' });
  });

  it('lets a buyer remove only their own alerts', async () => {
    const owner = await createBuyer(server.db);
    const other = await createBuyer(server.db);
    const productId = await newProduct();
    const { id } = (await setAlert(owner, { product_id: productId, city: 'Coimbatore', target_price: 99 })).body as { id: number };
    expect((await server.call('DELETE', `${ALERTS}/${id}`, { token: other.token })).status).toBe(404);
    expect((await server.call('DELETE', `${ALERTS}/${id}`, { token: owner.token })).status).toBe(204);
    expect((await server.call('GET', ALERTS, { token: owner.token })).body).toEqual([]);
  });
});
