import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { admins, categories, chatbotInquiries, defaultProducts, listings, orders, products, quoteRequests, sellers, users } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { createSeller, listProduct, placeOrder, shopper, someProducts } from '../testing/sellerFixtures.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = await createAdmin(server.db);
}, 60_000);
afterAll(() => server.close());

const asAdmin = (method: string, path: string, json?: unknown) =>
  server.call(method, `/api/v1${path}`, { token: admin.token, ...(json === undefined ? {} : { json }) });

/** Every admin route of this issue, with a body that would be valid, so only the token decides. */
const ADMIN_ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/admin/dashboard/stats'],
  ['GET', '/admin/recent-activity'],
  ['GET', '/admin/users?limit=50'],
  ['GET', '/admin/sellers?limit=50'],
  ['PUT', '/admin/users/1/toggle-status'],
  ['PUT', '/admin/sellers/1/toggle-status'],
  ['GET', '/admin/default-products'],
  ['GET', '/admin/default-products/stats'],
  ['POST', '/admin/default-products', { name: 'Guard Test', category_name: 'Cement', unit: 'Bag' }],
  ['PUT', '/admin/default-products/1', { name: 'Guard Test' }],
  ['DELETE', '/admin/default-products/1'],
  ['GET', '/admin/chatbot-inquiries'],
  ['GET', '/admin/quotes'],
  ['GET', '/pincodes/'],
  ['POST', '/pincodes/', { pincode: '999001', city: 'Guard', state: 'Karnataka' }],
  ['PUT', '/pincodes/560001', { is_active: false }],
  ['DELETE', '/pincodes/560001'],
  ['POST', '/pincodes/seed'],
];

describe('admin routes: admin token only', () => {
  it('refuse anonymous callers (401), buyer and seller tokens (403), and a deactivated admin (401)', async () => {
    const buyer = await createBuyer(server.db);
    const seller = await createSeller(server.db);
    const retired = await createAdmin(server.db);
    await server.db.update(admins).set({ isActive: false }).where(eq(admins.id, retired.id));
    for (const [method, path, json] of ADMIN_ROUTES) {
      const options = json === undefined ? {} : { json };
      const anonymous = await server.call(method, `/api/v1${path}`, options);
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
      expect((await server.call(method, `/api/v1${path}`, { ...options, token: buyer.token })).status, `${method} ${path} buyer`).toBe(403);
      expect((await server.call(method, `/api/v1${path}`, { ...options, token: seller.token })).status, `${method} ${path} seller`).toBe(403);
      expect((await server.call(method, `/api/v1${path}`, { ...options, token: retired.token })).status, `${method} ${path} retired admin`).toBe(401);
    }
    // Nothing the refused calls asked for happened.
    const [guard] = await server.db.select({ value: count() }).from(defaultProducts).where(eq(defaultProducts.name, 'Guard Test'));
    expect(guard?.value).toBe(0);
  });

  it('answers bad query values with 422, never 500', async () => {
    for (const path of [
      '/admin/users?limit=0',
      '/admin/users?limit=101',
      '/admin/sellers?offset=-1',
      '/admin/users?limit=abc',
      '/admin/quotes?limit=1e3',
      '/admin/chatbot-inquiries?offset=x',
    ]) {
      const { status, body } = await asAdmin('GET', path);
      expect(status, path).toBe(422);
      expect(body.detail, path).toEqual(expect.any(String));
    }
    for (const path of ['/admin/users/abc/toggle-status', '/admin/sellers/0/toggle-status', '/admin/users/99999999999/toggle-status']) {
      expect((await asAdmin('PUT', path)).status, path).toBe(422);
    }
  });
});

describe('GET /admin/dashboard/stats', () => {
  it('counts the real rows, and follows new ones', async () => {
    const rows = async () => {
      const total = async (query: Promise<Array<{ value: number }>>) => (await query)[0]?.value;
      return {
        total_users: await total(server.db.select({ value: count() }).from(users)),
        total_sellers: await total(server.db.select({ value: count() }).from(sellers)),
        total_products: await total(server.db.select({ value: count() }).from(products)),
        total_orders: await total(server.db.select({ value: count() }).from(orders)),
        total_categories: await total(server.db.select({ value: count() }).from(categories).where(isNull(categories.parentId))),
        total_listings: await total(server.db.select({ value: count() }).from(listings)),
      };
    };
    const before = await asAdmin('GET', '/admin/dashboard/stats');
    expect(before.status).toBe(200);
    expect(before.body).toEqual(await rows());
    expect(before.body.total_categories).toBe(19);
    expect(before.body.total_sellers).toBeGreaterThanOrEqual(14);
    expect(before.body.total_products).toBeGreaterThanOrEqual(90);

    const seller = await createSeller(server.db);
    const [product] = await someProducts(server.db, 1);
    const listing = await listProduct(server, seller, product!.id);
    const buyer = await shopper(server);
    await placeOrder(server, buyer, listing.id, 2);
    const after = await asAdmin('GET', '/admin/dashboard/stats');
    expect(after.body).toEqual(await rows());
    expect(after.body.total_sellers).toBe(before.body.total_sellers + 1);
    expect(after.body.total_users).toBe(before.body.total_users + 1);
    expect(after.body.total_listings).toBe(before.body.total_listings + 1);
    expect(after.body.total_orders).toBe(before.body.total_orders + 1);
  });
});

describe('GET /admin/recent-activity', () => {
  it('answers the five newest orders (rupees, with the buyer by name), users and sellers, newest first', async () => {
    const seller = await createSeller(server.db, 'Recent Activity Traders');
    const [product] = await someProducts(server.db, 1, 3);
    const listing = await listProduct(server, seller, product!.id, { price: 250.5 });
    const buyer = await shopper(server);
    const orderId = await placeOrder(server, buyer, listing.id, 4);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));

    const { status, body } = await asAdmin('GET', '/admin/recent-activity');
    expect(status).toBe(200);
    expect(body.recent_orders.length).toBeLessThanOrEqual(5);
    expect(body.recent_users.length).toBeLessThanOrEqual(5);
    expect(body.recent_sellers.length).toBe(5);
    expect(body.recent_orders[0]).toEqual({
      id: orderId,
      user_id: buyer.id,
      buyer_name: 'Test Buyer',
      total_amount: order!.totalAmountPaise / 100,
      status: 'pending',
      order_date: order!.orderDate.toISOString(),
    });
    expect(body.recent_orders[0].total_amount).toBeGreaterThan(1002); // 4 × ₹250.50 plus delivery
    expect(body.recent_users[0]).toEqual({
      id: buyer.id,
      first_name: 'Test',
      last_name: 'Buyer',
      phone: expect.stringMatching(/^\+91\d{10}$/),
      created_at: expect.any(String),
    });
    expect(body.recent_sellers[0]).toEqual({
      id: seller.id,
      name: 'Recent Activity Traders',
      email: expect.stringContaining('@example.com'),
      created_at: expect.any(String),
    });
    for (const list of [body.recent_users, body.recent_sellers]) {
      const times = list.map((entry: { created_at: string }) => Date.parse(entry.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });
});

describe('GET /admin/users and /admin/sellers', () => {
  it('lists users newest first with the spec fields, 50 by default, the total in X-Total-Count', async () => {
    const { status, body, headers } = await asAdmin('GET', '/admin/users?limit=50');
    expect(status).toBe(200);
    const [total] = await server.db.select({ value: count() }).from(users);
    expect(headers.get('x-total-count')).toBe(String(total!.value));
    expect(body.length).toBe(Math.min(50, total!.value));
    expect(Object.keys(body[0]).sort()).toEqual(['created_at', 'email', 'first_name', 'id', 'is_active', 'last_name', 'phone']);
    expect(body[0]).not.toHaveProperty('password_hash');
  });

  it('pages beyond 50 with offset, and finds by name, phone or e-mail', async () => {
    const phone = '+919111100001';
    const [meena] = await server.db
      .insert(users)
      .values({ phone, email: 'meena.iyer@example.com', passwordHash: 'x', firstName: 'Meena', lastName: 'Iyer' })
      .returning({ id: users.id });
    for (const search of ['meena', 'MEENA IYER', 'iyer', '9111100001', 'meena.iyer@example']) {
      const { body, headers } = await asAdmin('GET', `/admin/users?search=${encodeURIComponent(search)}`);
      expect(
        body.map((user: { id: number }) => user.id),
        search,
      ).toEqual([meena!.id]);
      expect(headers.get('x-total-count'), search).toBe('1');
    }
    // '%' and '_' are plain characters in a search, not patterns.
    expect((await asAdmin('GET', '/admin/users?search=%25')).body).toEqual([]);
    expect((await asAdmin('GET', '/admin/users?search=_')).body).toEqual([]);

    const first = await asAdmin('GET', '/admin/users?limit=2');
    const second = await asAdmin('GET', '/admin/users?limit=2&offset=2');
    expect(second.body).toHaveLength(Math.min(2, Number(first.headers.get('x-total-count')) - 2));
    const firstIds = first.body.map((user: { id: number }) => user.id);
    expect(second.body.some((user: { id: number }) => firstIds.includes(user.id))).toBe(false);
  });

  it('lists sellers with the spec fields and finds one by name, e-mail or phone', async () => {
    const { status, body, headers } = await asAdmin('GET', '/admin/sellers?limit=50');
    expect(status).toBe(200);
    const [total] = await server.db.select({ value: count() }).from(sellers);
    expect(headers.get('x-total-count')).toBe(String(total!.value));
    expect(Object.keys(body[0]).sort()).toEqual(['address', 'city', 'created_at', 'email', 'id', 'is_active', 'name', 'phone', 'status', 'status_reason']);
    const [seeded] = await server.db.select().from(sellers).where(eq(sellers.email, 'demo.seller@nirmaan.test'));
    for (const search of [seeded!.name.slice(2, 9).toLowerCase(), 'demo.seller@', seeded!.phone!.slice(-6)]) {
      const found = await asAdmin('GET', `/admin/sellers?search=${encodeURIComponent(search)}`);
      expect(
        found.body.map((seller: { id: number }) => seller.id),
        search,
      ).toContain(seeded!.id);
    }
    const paged = await asAdmin('GET', '/admin/sellers?limit=5&offset=5');
    expect(paged.body).toHaveLength(5);
    expect(paged.headers.get('x-total-count')).toBe(String(total!.value));
  });
});

describe('PUT /admin/{users,sellers}/{id}/toggle-status', () => {
  it('deactivates a buyer: their token stops working at once and they cannot sign in; activating lets them sign in again, but the old token stays dead', async () => {
    const phone = '9111100002';
    const [buyer] = await server.db
      .insert(users)
      .values({ phone: `+91${phone}`, passwordHash: await hashPassword('buyer-pass-1'), firstName: 'Kiran', lastName: 'Rao' })
      .returning({ id: users.id });
    const login = () => server.call('POST', '/api/v1/users/login', { form: { username: phone, password: 'buyer-pass-1' } });
    const signedIn = await login();
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token;
    expect((await server.call('GET', '/api/v1/users/me', { token })).status).toBe(200);

    const off = await asAdmin('PUT', `/admin/users/${buyer!.id}/toggle-status`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: buyer!.id, first_name: 'Kiran', last_name: 'Rao', phone: `+91${phone}`, is_active: false });
    const refused = await server.call('GET', '/api/v1/users/me', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe('This account is no longer active');
    expect((await server.call('GET', '/api/v1/cart/', { token })).status).toBe(401);
    const blocked = await login();
    expect(blocked.status).toBe(403);
    expect(blocked.body.detail).toBe('This account has been deactivated. Please contact support.');
    const listed = await asAdmin('GET', `/admin/users?search=${phone}`);
    expect(listed.body[0]).toMatchObject({ id: buyer!.id, is_active: false });

    const on = await asAdmin('PUT', `/admin/users/${buyer!.id}/toggle-status`);
    expect(on.body.is_active).toBe(true);
    // Whoever held the token before the deactivation (perhaps the reason for it) does not get back in.
    const revived = await server.call('GET', '/api/v1/users/me', { token });
    expect(revived.status).toBe(401);
    expect(revived.body.detail).toBe('This session has ended. Please sign in again.');
    const again = await login();
    expect(again.status).toBe(200);
    expect((await server.call('GET', '/api/v1/users/me', { token: again.body.access_token })).status).toBe(200);
  });

  it('deactivates a seller: their token stops working at once and they cannot sign in; activating restores the sign-in and the offers, not the old token', async () => {
    const email = 'toggle.seller@example.com';
    const [seller] = await server.db
      .insert(sellers)
      .values({
        name: 'Toggle Traders',
        email,
        phone: '+919111100003',
        passwordHash: await hashPassword('seller-pass-1'),
        status: 'approved',
        latitude: 12.97,
        longitude: 77.59,
        deliveryRadiusKm: 50,
      })
      .returning({ id: sellers.id });
    const login = () => server.call('POST', '/api/v1/sellers/login', { form: { username: email, password: 'seller-pass-1' } });
    const token = (await login()).body.access_token;
    const [product] = await someProducts(server.db, 1, 5);
    const listing = await server.call('POST', '/api/v1/sellers/me/listings', { token, json: { product_id: product!.id, price: 99, stock_quantity: 10 } });
    expect(listing.status).toBe(201);
    const offerIds = async () => (await server.call('GET', `/api/v1/products/${product!.id}/listings`)).body.map((offer: { id: number }) => offer.id);
    expect(await offerIds()).toContain(listing.body.id);

    const off = await asAdmin('PUT', `/admin/sellers/${seller!.id}/toggle-status`);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      id: seller!.id,
      name: 'Toggle Traders',
      email,
      phone: '+919111100003',
      address: null,
      city: null,
      is_active: false,
      status: 'approved',
      status_reason: null,
      created_at: expect.any(String),
    });
    expect((await server.call('GET', '/api/v1/sellers/me', { token })).status).toBe(401);
    expect((await server.call('GET', '/api/v1/sellers/me/listings', { token })).status).toBe(401);
    expect((await server.call('GET', '/api/v1/crm/contacts', { token })).status).toBe(401);
    const blocked = await login();
    expect(blocked.status).toBe(403);
    expect(blocked.body.detail).toBe('This account has been deactivated. Please contact support.');
    // Buyers no longer see the deactivated seller's offers.
    expect(await offerIds()).not.toContain(listing.body.id);

    expect((await asAdmin('PUT', `/admin/sellers/${seller!.id}/toggle-status`)).body.is_active).toBe(true);
    expect((await server.call('GET', '/api/v1/sellers/me', { token })).status).toBe(401);
    const again = await login();
    expect((await server.call('GET', '/api/v1/sellers/me', { token: again.body.access_token })).status).toBe(200);
    expect(await offerIds()).toContain(listing.body.id);
  });

  it('answers 404 for an unknown id, and needs no body', async () => {
    const user = await asAdmin('PUT', '/admin/users/99999/toggle-status');
    expect(user.status).toBe(404);
    expect(user.body.detail).toBe('User not found');
    const seller = await asAdmin('PUT', '/admin/sellers/99999/toggle-status');
    expect(seller.status).toBe(404);
    expect(seller.body.detail).toBe('Seller not found');
  });
});

describe('GET /admin/chatbot-inquiries and /admin/quotes', () => {
  it('lists chatbot inquiries newest first with partner and product name, paged with X-Total-Count', async () => {
    const [product] = await server.db.select().from(products).where(eq(products.masterSku, 'CEM-OPC53-ULT-50'));
    const older = await server.call('POST', '/api/v1/chatbot/inquiry', {
      json: {
        buyer_name: 'Older Visitor',
        phone_number: '9876500001',
        category_name: 'Cement',
        subcategory_name: null,
        product_name: null,
        inquiry_date: new Date().toISOString(),
      },
      headers: { 'x-forwarded-for': '10.9.0.1' },
    });
    expect(older.status, JSON.stringify(older.body)).toBe(201);
    const newer = await server.call('POST', '/api/v1/chatbot/inquiry', {
      json: {
        buyer_name: 'Newer Visitor',
        phone_number: '9876500002',
        category_name: 'Cement',
        subcategory_name: 'OPC 53 Grade',
        product_name: product!.name,
        product_id: product!.id,
        partner_id: 'dealer-42',
        inquiry_date: new Date().toISOString(),
      },
      headers: { 'x-forwarded-for': '10.9.0.2' },
    });
    expect(newer.status, JSON.stringify(newer.body)).toBe(201);

    const { status, body, headers } = await asAdmin('GET', '/admin/chatbot-inquiries?limit=1');
    expect(status).toBe(200);
    const [total] = await server.db.select({ value: count() }).from(chatbotInquiries);
    expect(headers.get('x-total-count')).toBe(String(total!.value));
    expect(body).toEqual([
      {
        id: newer.body.id,
        buyer_name: 'Newer Visitor',
        phone_number: expect.stringContaining('9876500002'),
        category_name: 'Cement',
        subcategory_name: 'OPC 53 Grade',
        product_name: product!.displayName ?? product!.name,
        product_id: product!.id,
        partner_id: 'dealer-42',
        inquiry_date: expect.any(String),
        created_at: expect.any(String),
        status: 'new',
        notes: [],
      },
    ]);
    const next = await asAdmin('GET', '/admin/chatbot-inquiries?limit=1&offset=1');
    expect(next.body[0]).toMatchObject({ id: older.body.id, product_id: null, product_name: null, partner_id: null });
  });

  it('lists quote requests newest first with partner and product name', async () => {
    const [product] = await server.db.select().from(products).where(eq(products.masterSku, 'CEM-OPC53-ULT-50'));
    const request = {
      name: 'Suresh Gowda',
      email: 'suresh@example.com',
      phone: '9876543210',
      company: 'Gowda Builders',
      material: 'Cement',
      quantity: 200,
      unit: 'Bags',
      message: 'Site at Whitefield',
    };
    const plain = await server.call('POST', '/api/v1/quotes', { json: request, headers: { 'x-forwarded-for': '10.9.1.1' } });
    const routed = await server.call('POST', '/api/v1/quotes', {
      json: { ...request, product_id: product!.id, partner_id: 'blog-7' },
      headers: { 'x-forwarded-for': '10.9.1.2' },
    });
    expect([plain.status, routed.status]).toEqual([201, 201]);

    const { status, body, headers } = await asAdmin('GET', '/admin/quotes');
    expect(status).toBe(200);
    const [total] = await server.db.select({ value: count() }).from(quoteRequests);
    expect(headers.get('x-total-count')).toBe(String(total!.value));
    expect(body[0]).toEqual({
      id: routed.body.id,
      name: 'Suresh Gowda',
      email: 'suresh@example.com',
      phone: '9876543210',
      company: 'Gowda Builders',
      material: 'Cement',
      quantity: 200,
      unit: 'Bags',
      message: 'Site at Whitefield',
      product_id: product!.id,
      product_name: product!.displayName ?? product!.name,
      seller_name: null,
      site_pincode: null,
      partner_id: 'blog-7',
      created_at: expect.any(String),
      status: 'new',
      notes: [],
    });
    expect(body[1]).toMatchObject({ id: plain.body.id, product_id: null, product_name: null, partner_id: null });
  });
});

describe('the admin token itself', () => {
  it('is refused once it names an admin that does not exist', async () => {
    const ghost = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: '987654', role: 'admin' });
    expect((await server.call('GET', '/api/v1/admin/dashboard/stats', { token: ghost })).status).toBe(401);
  });
});
