import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ID_MESSAGE, PARTNERS_CSV } from '@nirmaan/core/pure';
import { orders, users } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { createSeller, download, listProduct, placeOrder, shopper, someProducts } from '../testing/sellerFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/*
 * Partner attribution (issue 25): the partner id a widget sends is stored with the sign-up, order or
 * lead it produced, and the admin's partner report counts them per partner.
 */

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = await createAdmin(server.db);
}, 60_000);
afterAll(() => server.close());

let visitor = 0;
const fromVisitor = () => ({ 'x-forwarded-for': `10.25.0.${++visitor}` });

async function signUp(phone: string, partnerId?: string) {
  return server.call('POST', '/api/v1/users/register', {
    json: { phone, password: 'secret1', first_name: 'Partner', last_name: 'Buyer', ...(partnerId === undefined ? {} : { partner_id: partnerId }) },
    headers: fromVisitor(),
  });
}

async function quote(partnerId: string) {
  const response = await server.call('POST', '/api/v1/quotes', {
    json: { name: 'Suresh Gowda', email: 'suresh@example.com', phone: '9876543210', material: 'Cement', quantity: 50, unit: 'Bags', partner_id: partnerId },
    headers: fromVisitor(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function inquiry(partnerId: string) {
  const response = await server.call('POST', '/api/v1/chatbot/inquiry', {
    json: { buyer_name: 'Meena Iyer', phone_number: '9123400002', category_name: 'Cement', partner_id: partnerId },
    headers: fromVisitor(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

describe('partner attribution', () => {
  it('stores the partner with a sign-up and with every order of a checkout, and refuses a broken partner id', async () => {
    expect((await signUp('9000025001', '  dealer-blr  ')).status).toBe(201);
    expect((await signUp('9000025002')).status).toBe(201);
    const signedUp = await server.db.select({ phone: users.phone, partnerId: users.partnerId }).from(users).where(eq(users.firstName, 'Partner'));
    expect(signedUp).toEqual(
      expect.arrayContaining([
        { phone: '+919000025001', partnerId: 'dealer-blr' },
        { phone: '+919000025002', partnerId: null },
      ]),
    );

    for (const broken of ['x'.repeat(65), 'line\nbreak']) {
      const refused = await signUp('9000025003', broken);
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toContain(PARTNER_ID_MESSAGE);
    }

    const seller = await createSeller(server.db, 'Partner Report Traders');
    const [product] = await someProducts(server.db, 1, 7);
    const listing = await listProduct(server, seller, product!.id, { price: 100 });
    const buyer = await shopper(server);
    const orderId = await placeOrder(server, buyer, listing.id, 3, 'dealer-blr');
    const plainId = await placeOrder(server, buyer, listing.id, 1);
    const stored = await server.db.select({ id: orders.id, partnerId: orders.partnerId }).from(orders).where(eq(orders.userId, buyer.id));
    expect(stored).toEqual(
      expect.arrayContaining([
        { id: orderId, partnerId: 'dealer-blr' },
        { id: plainId, partnerId: null },
      ]),
    );

    const refused = await server.call('POST', `/api/v1/cart/checkout?shipping_address_id=${buyer.addressId}&partner_id=${'y'.repeat(65)}`, {
      token: buyer.token,
    });
    expect(refused.status).toBe(422);
  });

  it("reports each partner's sign-ups, orders and leads to the admin, and exports them as CSV", async () => {
    const seller = await createSeller(server.db, 'Partner CSV Traders');
    const [product] = await someProducts(server.db, 1, 9);
    const listing = await listProduct(server, seller, product!.id, { price: 250 });
    const buyer = await shopper(server);
    const kept = await placeOrder(server, buyer, listing.id, 2, 'blog-chennai');
    const cancelled = await placeOrder(server, buyer, listing.id, 1, 'blog-chennai');
    expect((await server.call('POST', `/api/v1/orders/${cancelled}/cancel`, { token: buyer.token })).status).toBe(200);
    await quote('blog-chennai');
    await inquiry('blog-chennai');
    await inquiry('blog-chennai');
    await quote('=HYPERLINK("http://evil.example")');

    const report = await server.call('GET', '/api/v1/admin/partners', { token: admin.token });
    expect(report.status).toBe(200);
    const [keptOrder] = await server.db.select({ total: orders.totalAmountPaise }).from(orders).where(eq(orders.id, kept));
    const blog = report.body.find((row: { partner_id: string }) => row.partner_id === 'blog-chennai');
    expect(blog).toMatchObject({
      sign_ups: 0,
      orders: 2,
      order_value: keptOrder!.total / 100,
      chatbot_inquiries: 2,
      quote_requests: 1,
      real_estate_submissions: 0,
    });
    expect(report.body.find((row: { partner_id: string }) => row.partner_id === 'dealer-blr')).toMatchObject({ sign_ups: 1, orders: 1 });
    // The most recently active partner comes first: the formula one sent the last quote.
    expect(report.body[0].partner_id).toBe('=HYPERLINK("http://evil.example")');

    const csv = await download(server, '/api/v1/admin/partners/export', admin.token);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    expect(csv.disposition).toContain(PARTNERS_CSV.filename);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(PARTNERS_CSV.columns.join(','));
    expect(lines).toContain(`blog-chennai,0,2,${keptOrder!.total / 100},2,1,0,${blog.last_activity}`);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",/);
  });
});
