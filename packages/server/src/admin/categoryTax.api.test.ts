import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, invoices, listings, products } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { buyerWithAddress, fillCart, ListingPool } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let admin: TestAdmin;
let pool: ListingPool;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = await createAdmin(server.db);
  pool = new ListingPool(server.db);
}, 60_000);
afterAll(() => server.close());

const setTax = (id: number, json: unknown, token = admin.token) => server.call('PUT', `/api/v1/admin/categories/${id}/tax`, { token, json });

describe("admins edit the categories' HSN codes and GST rates", () => {
  it('lists every category with its tax data, subcategories under their parent', async () => {
    const listed = await server.call('GET', '/api/v1/admin/categories/tax', { token: admin.token });
    expect(listed.status).toBe(200);
    const cement = listed.body.find((category: { name: string; parent_id: number | null }) => category.name === 'Cement' && category.parent_id === null);
    expect(cement).toMatchObject({ hsn_code: '2523', gst_rate_percent: 18, parent_name: null });
    const names = listed.body.map((category: { name: string; parent_name: string | null }) => category.parent_name ?? category.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('sets a rate that the next tax invoice uses, and clears one back to the parent', async () => {
    const [[listing]] = await pool.take([1], 20);
    const [row] = await server.db
      .select({ categoryId: products.categoryId })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .where(eq(listings.id, listing!.id));
    const categoryId = row!.categoryId!;
    const saved = await setTax(categoryId, { hsn_code: ' 68101190 ', gst_rate_percent: 28 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: categoryId, hsn_code: '68101190', gst_rate_percent: 28 });

    const buyer = await buyerWithAddress(server);
    await fillCart(server, buyer, [[listing!, 2]]);
    const placed = await server.call('POST', `/api/v1/cart/checkout?shipping_address_id=${buyer.addressId}`, { token: buyer.token });
    expect(placed.status).toBe(201);
    const [invoice] = await server.db
      .select({ document: invoices.document })
      .from(invoices)
      .where(and(eq(invoices.orderId, placed.body.order_ids[0]), eq(invoices.kind, 'invoice')));
    expect(invoice!.document.figures.lines[0]).toMatchObject({ hsn: '68101190', gstRatePercent: 28 });

    const cleared = await setTax(categoryId, { hsn_code: '', gst_rate_percent: null });
    expect(cleared.body).toMatchObject({ hsn_code: null, gst_rate_percent: null });
    const [stored] = await server.db.select({ hsn: categories.hsnCode }).from(categories).where(eq(categories.id, categoryId));
    expect(stored!.hsn).toBeNull();
  });

  it('refuses a code that is not 4, 6 or 8 digits, a rate that is no GST rate, an unknown category and anyone but an admin', async () => {
    for (const [json, message] of [
      [{ hsn_code: '252', gst_rate_percent: 18 }, 'An HSN code has 4, 6 or 8 digits'],
      [{ hsn_code: '25231', gst_rate_percent: 18 }, 'An HSN code has 4, 6 or 8 digits'],
      [{ hsn_code: '2523', gst_rate_percent: 15 }, 'The GST rate is one of 0, 5, 12, 18, 28, 40 %'],
      [{ hsn_code: '2523', gst_rate_percent: '18' }, 'The GST rate is one of 0, 5, 12, 18, 28, 40 %'],
    ] as const) {
      const refused = await setTax(1, json);
      expect(refused.status, JSON.stringify(json)).toBe(422);
      expect(refused.body.detail).toBe(message);
    }
    expect((await setTax(999_999, { hsn_code: '2523', gst_rate_percent: 18 })).status).toBe(404);
    expect((await server.call('GET', '/api/v1/admin/categories/tax')).status).toBe(401);
  });
});
