import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, quoteRequests } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(() => server.close());

const request = { name: ' Suresh Gowda ', email: 'suresh@example.com', phone: '9876543210', company: '', material: 'Cement', quantity: 200, unit: 'Bags', message: 'Site at Whitefield' };
const send = (json: unknown, ip = '10.0.0.1') => server.call('POST', '/api/v1/quotes', { json, headers: { 'x-forwarded-for': ip } });

describe('POST /quotes', () => {
  it('stores a quote request with its product and partner, trimmed, blank company as null', async () => {
    const [product] = await server.db.select({ id: products.id }).from(products).limit(1);
    const { status, body } = await send({ ...request, product_id: product!.id, partner_id: 'dealer-42' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
    const [stored] = await server.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    expect(stored).toMatchObject({ name: 'Suresh Gowda', company: null, material: 'Cement', quantity: 200, unit: 'Bags', productId: product!.id, partnerId: 'dealer-42', message: 'Site at Whitefield' });
  });

  it('keeps the request when its product no longer exists, without the product', async () => {
    const { status, body } = await send({ ...request, product_id: 999999 });
    expect(status).toBe(201);
    const [stored] = await server.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    expect(stored?.productId).toBeNull();
  });

  it("refuses a missing or bad field with the form's message (422), never 500", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...request, name: '  ' }, 'Full name is required'],
      [{ ...request, phone: '98765' }, 'Please enter a valid 10-digit phone number'],
      [{ ...request, email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ ...request, material: 'Gold' }, 'Please choose a material'],
      [{ ...request, quantity: 0 }, 'Enter a quantity greater than 0'],
      [{ ...request, quantity: '200' }, 'Enter a quantity greater than 0'],
      [{ ...request, unit: 'Kg' }, 'Please choose a unit'],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect(response.status, message).toBe(422);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    expect((await server.call('POST', '/api/v1/quotes', { headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});
