import { and, count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_CATEGORIES } from '@nirmaan/core/pure';
import { categories, defaultProducts, listings, products } from '../db/schema.ts';
import { CATEGORY_NAMES } from '../db/seed/categories.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { createSeller } from '../testing/sellerFixtures.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = await createAdmin(server.db);
}, 60_000);
afterAll(() => server.close());

const asAdmin = (method: string, path: string, json?: unknown) =>
  server.call(method, `/api/v1/admin/default-products${path}`, { token: admin.token, ...(json === undefined ? {} : { json }) });

const valid = {
  name: 'AAC Block 600×200×150',
  category_name: 'Blocks',
  unit: 'Nos',
  rate: 62.5,
  brands: 'Magicrete, Biltech',
  description: 'Autoclaved aerated concrete block.',
  is_active: true,
};

describe('admin default products', () => {
  it("offers the spec's 19 categories, the same as the catalogue's", () => {
    expect([...DEFAULT_PRODUCT_CATEGORIES]).toEqual([...CATEGORY_NAMES]);
  });

  it('creates a product: rate in rupees stored as paise, trimmed text, answered with its fields', async () => {
    const { status, body } = await asAdmin('POST', '', { ...valid, name: `  ${valid.name}  ` });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), ...valid, created_at: expect.any(String) });
    const [stored] = await server.db.select().from(defaultProducts).where(eq(defaultProducts.id, body.id));
    expect(stored).toMatchObject({ name: valid.name, ratePaise: 6250, brands: 'Magicrete, Biltech', isActive: true });
  });

  it('stores an empty or missing rate as null, blank brands and description as null, active when not said', async () => {
    for (const rate of ['', null, undefined]) {
      const { status, body } = await asAdmin('POST', '', {
        name: `Binding Wire ${String(rate)}`,
        category_name: 'Steel',
        unit: 'Kg',
        rate,
        brands: '  ',
        description: '',
      });
      expect(status, String(rate)).toBe(201);
      expect(body, String(rate)).toMatchObject({ rate: null, brands: null, description: null, is_active: true });
    }
    expect((await asAdmin('POST', '', { ...valid, name: 'Free sample', rate: 0 })).body.rate).toBe(0);
  });

  it("refuses bad input with the form's messages (422), never 500", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, name: '   ' }, 'name', 'Product name is required'],
      [{ ...valid, name: undefined }, 'name', 'Product name is required'],
      [{ ...valid, unit: '' }, 'unit', 'Unit is required'],
      [{ ...valid, unit: undefined }, 'unit', 'Unit is required'],
      [{ ...valid, unit: 'Gallon' }, 'unit', 'Choose a unit from the list'],
      [{ ...valid, category_name: '' }, 'category_name', 'Category is required'],
      [{ ...valid, category_name: undefined }, 'category_name', 'Category is required'],
      [{ ...valid, category_name: 'Gold' }, 'category_name', 'Choose a category from the list'],
      [{ ...valid, rate: -1 }, 'rate', 'Rate cannot be negative'],
      [{ ...valid, rate: -0.01 }, 'rate', 'Rate cannot be negative'],
      [{ ...valid, rate: 10.005 }, 'rate', 'Rate must be an amount in rupees with at most 2 decimals'],
      [{ ...valid, rate: '12' }, 'rate', 'Rate must be an amount in rupees with at most 2 decimals'],
      [{ ...valid, rate: 1e12 }, 'rate', 'Rate must be an amount in rupees with at most 2 decimals'],
      [{ ...valid, name: 'x'.repeat(201) }, 'name', 'The product name must be at most 200 characters'],
      [{ ...valid, is_active: 'yes' }, 'is_active', 'is_active must be true or false'],
    ];
    for (const [body, field, message] of cases) {
      const response = await asAdmin('POST', '', body);
      expect(response.status, message).toBe(422);
      expect(response.body.errors, message).toContainEqual({ field, message });
    }
    const missing = await asAdmin('POST', '', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining(['Product name is required', 'Unit is required', 'Category is required']),
    );
    expect((await server.call('POST', '/api/v1/admin/default-products', { token: admin.token, headers: { 'content-type': 'application/json' } })).status).toBe(
      400,
    );
    expect((await asAdmin('POST', '', [1, 2])).status).toBe(422);
  });

  it('updates only the fields sent; rate null clears it; unknown ids are 404', async () => {
    const created = (await asAdmin('POST', '', { ...valid, name: 'Hollow Block 8"' })).body;
    const renamed = await asAdmin('PUT', `/${created.id}`, { name: 'Hollow Concrete Block 8"', rate: 55 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...created, name: 'Hollow Concrete Block 8"', rate: 55 });
    const cleared = await asAdmin('PUT', `/${created.id}`, { rate: '', is_active: false });
    expect(cleared.body).toMatchObject({ rate: null, is_active: false, unit: 'Nos', brands: valid.brands });
    const bad = await asAdmin('PUT', `/${created.id}`, { rate: -5 });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe('Rate cannot be negative');
    expect((await asAdmin('PUT', `/${created.id}`, { name: '' })).body.detail).toBe('Product name is required');
    expect((await asAdmin('PUT', `/${created.id}`, {})).status).toBe(422);
    const missing = await asAdmin('PUT', '/999999', { name: 'Nothing' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Default product not found');
    expect((await asAdmin('PUT', '/abc', { name: 'Nothing' })).status).toBe(422);
  });

  it('deletes a product (then 404)', async () => {
    const created = (await asAdmin('POST', '', { ...valid, name: 'To be deleted' })).body;
    const deleted = await asAdmin('DELETE', `/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: created.id, detail: 'Default product deleted' });
    expect((await asAdmin('DELETE', `/${created.id}`)).status).toBe(404);
    expect((await asAdmin('GET', '')).body.some((product: { id: number }) => product.id === created.id)).toBe(false);
  });

  it('lists every product newest first and finds by name, brand or category', async () => {
    const all = await asAdmin('GET', '');
    expect(all.status).toBe(200);
    const [total] = await server.db.select({ value: count() }).from(defaultProducts);
    expect(all.body).toHaveLength(total!.value);
    const times = all.body.map((product: { created_at: string }) => Date.parse(product.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.body.some((product: { is_active: boolean }) => !product.is_active)).toBe(true);

    const byName = await asAdmin('GET', '?search=opc 53');
    expect(byName.body.map((product: { name: string }) => product.name)).toEqual(['OPC 53 Grade Cement (50 kg)']);
    const byBrand = await asAdmin('GET', '?search=finolex');
    expect(byBrand.body.map((product: { name: string }) => product.name)).toEqual(['FR House Wire 1.5 sq mm (90 m)']);
    const byCategory = await asAdmin('GET', '?search=cement');
    expect(
      byCategory.body.every((product: { category_name: string; name: string }) => product.category_name === 'Cement' || /cement/i.test(product.name)),
    ).toBe(true);
    expect((await asAdmin('GET', '?search=%25%25')).body).toEqual([]);
    expect((await asAdmin('GET', `?search=${'x'.repeat(201)}`)).status).toBe(422);
  });

  it('counts total, active and categories from the real rows', async () => {
    const { status, body } = await asAdmin('GET', '/stats');
    expect(status).toBe(200);
    const [row] = await server.db.select({ total: count(), categories: countDistinct(defaultProducts.categoryName) }).from(defaultProducts);
    const [active] = await server.db.select({ value: count() }).from(defaultProducts).where(eq(defaultProducts.isActive, true));
    expect(body).toEqual({ total_products: row!.total, active_products: active!.value, total_categories: row!.categories });
    expect(body.active_products).toBeLessThan(body.total_products);

    await asAdmin('POST', '', { name: 'Claw Hammer', category_name: 'Tools', unit: 'Piece' });
    const after = (await asAdmin('GET', '/stats')).body;
    expect(after).toEqual({ total_products: body.total_products + 1, active_products: body.active_products + 1, total_categories: body.total_categories + 1 });
  });
});

describe('sellers and default products', () => {
  it('GET /sellers/me/default-products answers the active ones to a seller, by category and name', async () => {
    const seller = await createSeller(server.db);
    const { status, body } = await server.call('GET', '/api/v1/sellers/me/default-products', { token: seller.token });
    expect(status).toBe(200);
    const active = await server.db.select().from(defaultProducts).where(eq(defaultProducts.isActive, true));
    expect(body).toHaveLength(active.length);
    expect(body.map((product: { name: string }) => product.name)).not.toContain('River Sand');
    expect(Object.keys(body[0]).sort()).toEqual(['brands', 'category_name', 'description', 'id', 'name', 'rate', 'unit']);
    // Grouped by category: each category's products come together.
    const runs = body
      .map((product: { category_name: string }) => product.category_name)
      .filter((name: string, index: number, names: string[]) => name !== names[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);

    expect((await server.call('GET', '/api/v1/sellers/me/default-products')).status).toBe(401);
    expect((await server.call('GET', '/api/v1/sellers/me/default-products', { token: (await createBuyer(server.db)).token })).status).toBe(403);
    expect((await server.call('GET', '/api/v1/sellers/me/default-products', { token: admin.token })).status).toBe(403);
  });

  it('a listing made from a default product uses the catalogue product of that name in its category', async () => {
    const [template] = await server.db.select().from(defaultProducts).where(eq(defaultProducts.name, 'TMT Bar Fe 550D'));
    // The catalogue has one of that name under a Steel sub-category already.
    const [steel] = await server.db.select().from(categories).where(eq(categories.name, 'Steel'));
    const [tmt] = await server.db
      .select()
      .from(categories)
      .where(and(eq(categories.name, 'TMT Bars'), eq(categories.parentId, steel!.id)));
    const [existing] = await server.db
      .insert(products)
      .values({ name: 'TMT Bar Fe 550D', masterSku: 'TMT-GENERIC-550D', unit: 'Kg', categoryId: tmt!.id })
      .returning();
    const productCount = async () => (await server.db.select({ value: count() }).from(products))[0]!.value;
    const before = await productCount();

    const seller = await createSeller(server.db);
    const { status, body } = await server.call('POST', '/api/v1/sellers/me/listings', {
      token: seller.token,
      json: { default_product_id: template!.id, price: 71.5, stock_quantity: 4000 },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      product_id: existing!.id,
      product: { id: existing!.id, name: 'TMT Bar Fe 550D', unit: 'Kg' },
      price: 71.5,
      stock_quantity: 4000,
    });
    expect(await productCount()).toBe(before);
  });

  it('makes the catalogue product when missing, once, and buyers find it with the listing', async () => {
    const created = (
      await asAdmin('POST', '', { name: 'Teak Wood Door Frame 7×3 ft', category_name: 'Doors', unit: 'Nos', rate: 8500, description: 'Seasoned teak frame.' })
    ).body;
    const first = await createSeller(server.db, 'Door Depot One');
    const second = await createSeller(server.db, 'Door Depot Two');
    const one = await server.call('POST', '/api/v1/sellers/me/listings', {
      token: first.token,
      json: { default_product_id: created.id, price: 8400, stock_quantity: 12 },
    });
    const two = await server.call('POST', '/api/v1/sellers/me/listings', {
      token: second.token,
      json: { default_product_id: created.id, price: 8650, stock_quantity: 3, seller_sku: 'TDF-73' },
    });
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.product_id).toBe(two.body.product_id);

    const [made] = await server.db.select().from(products).where(eq(products.id, one.body.product_id));
    const [doors] = await server.db.select().from(categories).where(eq(categories.name, 'Doors'));
    expect(made).toMatchObject({
      name: 'Teak Wood Door Frame 7×3 ft',
      unit: 'Nos',
      description: 'Seasoned teak frame.',
      categoryId: doors!.id,
      masterSku: 'DEF-DOORS-TEAK-WOOD-DOOR-FRAME-7-3-FT',
    });
    const offers = await server.call('GET', `/api/v1/products/${made!.id}/listings`);
    expect(offers.body.map((offer: { price: number }) => offer.price).sort()).toEqual([8400, 8650]);
    const found = await server.call('GET', '/api/v1/products/?search=teak door frame');
    expect(found.body.map((product: { id: number }) => product.id)).toContain(made!.id);

    // The same seller listing it again is the usual duplicate.
    const again = await server.call('POST', '/api/v1/sellers/me/listings', {
      token: first.token,
      json: { default_product_id: created.id, price: 8300, stock_quantity: 1 },
    });
    expect(again.status).toBe(409);
    const [listed] = await server.db.select({ value: count() }).from(listings).where(eq(listings.productId, made!.id));
    expect(listed!.value).toBe(2);
  });

  it('refuses an inactive or unknown default product (404), and both or neither ids (422)', async () => {
    const seller = await createSeller(server.db);
    const [inactive] = await server.db.select().from(defaultProducts).where(eq(defaultProducts.isActive, false)).limit(1);
    const send = (json: Record<string, unknown>) =>
      server.call('POST', '/api/v1/sellers/me/listings', { token: seller.token, json: { price: 100, stock_quantity: 1, ...json } });
    for (const id of [inactive!.id, 999999]) {
      const refused = await send({ default_product_id: id });
      expect(refused.status).toBe(404);
      expect(refused.body.detail).toBe('Default product not found');
    }
    const neither = await send({});
    expect(neither.status).toBe(422);
    expect(neither.body.detail).toBe('Please select a product');
    const [product] = await server.db.select().from(products).limit(1);
    const both = await send({ product_id: product!.id, default_product_id: inactive!.id });
    expect(both.status).toBe(422);
    expect(both.body.detail).toBe('Send product_id or default_product_id, not both');
    expect((await send({ default_product_id: 'abc' })).status).toBe(422);
    expect((await server.call('GET', '/api/v1/sellers/me/listings', { token: seller.token })).body).toEqual([]);
  });
});
