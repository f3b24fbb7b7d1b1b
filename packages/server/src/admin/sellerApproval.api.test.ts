import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens.ts';
import { crmLeads, products } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createAdmin } from '../testing/adminFixtures.ts';
import { listProduct } from '../testing/sellerFixtures.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

// Issue 23, item 7: a seller who just registered got every matching quote and chatbot lead (a
// buyer's name, phone and e-mail) and buyers saw its listings. Now a new seller is pending until an
// admin approves it.

let server: TestServer;
let admin: string;
let productId: number;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = (await createAdmin(server.db)).token;
  const [product] = await server.db.select({ id: products.id }).from(products).where(eq(products.masterSku, 'CEM-OPC53-ULT-50'));
  productId = product!.id;
}, 60_000);
afterAll(() => server.close());

let registered = 0;

/** A seller registered through the API as anyone can, signed in, with a listing of the cement. */
async function registeredSeller() {
  const email = `new-seller-${++registered}@example.com`;
  const signup = await server.call('POST', '/api/v1/sellers/register', {
    json: { name: `Fresh Traders ${registered}`, email, phone: '9812345678', address: 'Peenya, Bangalore', password: 'secret123' },
  });
  expect(signup.status).toBe(201);
  const login = await server.call('POST', '/api/v1/sellers/login', { form: { username: email, password: 'secret123' } });
  expect(login.status).toBe(200);
  const seller = { id: signup.body.id as number, token: login.body.access_token as string, name: `Fresh Traders ${registered}` };
  const depot = await server.call('PUT', '/api/v1/sellers/me/depot', { token: seller.token, json: { pincode: '560058', delivery_radius_km: 50 } });
  expect(depot.status).toBe(200);
  const listing = await listProduct(server, seller, productId, { price: 1.5, stock_quantity: 500 });
  return { ...seller, listingId: listing.id as number };
}

const offerIds = async () => (await server.call('GET', `/api/v1/products/${productId}/listings`)).body.map((offer: { id: number }) => offer.id);

async function leadsOf(sellerId: number) {
  const token = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(sellerId), role: 'seller' });
  return (await server.call('GET', '/api/v1/crm/leads', { token })).body as Array<{ title: string }>;
}

const quote = (phone: string) =>
  server.call('POST', '/api/v1/quotes', {
    json: {
      name: 'Suresh Gowda',
      email: `buyer-${phone}@example.com`,
      phone,
      material: 'Cement',
      quantity: 200,
      unit: 'Bags',
      message: 'Site at Whitefield',
      product_id: productId,
    },
  });

describe('a newly registered seller', () => {
  it('is pending, and says so on its own profile', async () => {
    const seller = await registeredSeller();
    const me = await server.call('GET', '/api/v1/sellers/me', { token: seller.token });
    expect(me.body).toMatchObject({ id: seller.id, status: 'pending', status_reason: null });
  });

  it("is not shown to buyers: its listing is in no offer list, cart or price, and it receives no buyer's lead", async () => {
    const seller = await registeredSeller();
    expect(await offerIds()).not.toContain(seller.listingId);

    const buyer = await createBuyer(server.db);
    const add = await server.call('POST', '/api/v1/cart/add', { token: buyer.token, json: { listing_id: seller.listingId, quantity: 1 } });
    expect(add.status).toBeGreaterThanOrEqual(400);
    expect(add.status).toBeLessThan(500);

    const product = await server.call('GET', `/api/v1/products/${productId}`);
    expect(product.status).toBe(200);
    // The pending seller's ₹1.50 would be the lowest price if it counted.
    expect(JSON.stringify(product.body)).not.toContain('1.5,');

    expect((await quote('9000011111')).status).toBe(201);
    expect(await leadsOf(seller.id)).toEqual([]);
    const leads = await server.db.select({ sellerId: crmLeads.sellerId }).from(crmLeads);
    expect(leads.map((lead) => lead.sellerId)).not.toContain(seller.id);
  });
});

describe("the admin's review", () => {
  it('lists pending sellers with their details, and approving one shows its listings and routes leads to it', async () => {
    const seller = await registeredSeller();
    const pending = await server.call('GET', '/api/v1/admin/sellers?status=pending&limit=50', { token: admin });
    expect(pending.status).toBe(200);
    expect(pending.body.every((entry: { status: string }) => entry.status === 'pending')).toBe(true);
    expect(pending.body).toContainEqual(
      expect.objectContaining({
        id: seller.id,
        name: seller.name,
        phone: '9812345678',
        address: 'Peenya, Bangalore',
        status: 'pending',
        status_reason: null,
        is_active: true,
      }),
    );

    const approved = await server.call('PUT', `/api/v1/admin/sellers/${seller.id}/approve`, { token: admin });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: seller.id, status: 'approved', status_reason: null });
    expect(
      (await server.call('GET', '/api/v1/admin/sellers?status=pending&limit=50', { token: admin })).body.map((entry: { id: number }) => entry.id),
    ).not.toContain(seller.id);

    expect(await offerIds()).toContain(seller.listingId);
    expect((await quote('9000022222')).status).toBe(201);
    expect((await leadsOf(seller.id)).length).toBe(1);
  });

  it('rejects with a reason the seller reads; the listings stay hidden; a rejected seller can be approved later', async () => {
    const seller = await registeredSeller();
    const reason = 'The GST number does not match the business name.';
    const rejected = await server.call('PUT', `/api/v1/admin/sellers/${seller.id}/reject`, { token: admin, json: { reason: `  ${reason} ` } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', status_reason: reason });
    expect((await server.call('GET', '/api/v1/sellers/me', { token: seller.token })).body).toMatchObject({ status: 'rejected', status_reason: reason });
    expect(await offerIds()).not.toContain(seller.listingId);

    expect((await server.call('PUT', `/api/v1/admin/sellers/${seller.id}/approve`, { token: admin })).body).toMatchObject({
      status: 'approved',
      status_reason: null,
    });
    expect(await offerIds()).toContain(seller.listingId);
  });

  it('needs a reason of 1 to 500 characters to reject, and answers 404 for an unknown seller', async () => {
    const seller = await registeredSeller();
    for (const json of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const response = await server.call('PUT', `/api/v1/admin/sellers/${seller.id}/reject`, { token: admin, json });
      expect(response.status, JSON.stringify(json)).toBe(422);
    }
    expect((await server.call('PUT', `/api/v1/admin/sellers/${seller.id}/reject`, { token: admin, json: {} })).body.detail).toBe(
      'Please give the reason for the rejection',
    );
    expect((await server.call('PUT', '/api/v1/admin/sellers/999999/approve', { token: admin })).status).toBe(404);
    expect((await server.call('GET', '/api/v1/admin/sellers?status=unknown', { token: admin })).status).toBe(422);
  });

  it('is for admins only', async () => {
    const seller = await registeredSeller();
    expect((await server.call('PUT', `/api/v1/admin/sellers/${seller.id}/approve`)).status).toBe(401);
    expect((await server.call('PUT', `/api/v1/admin/sellers/${seller.id}/approve`, { token: seller.token })).status).toBe(403);
    expect((await server.call('GET', '/api/v1/sellers/me', { token: seller.token })).body.status).toBe('pending');
  });
});
