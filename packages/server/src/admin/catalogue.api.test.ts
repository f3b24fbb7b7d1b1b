import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_MESSAGES as M, ADMIN_CATALOGUE_UNITS } from '@nirmaan/core/pure';
import { categories, listings, products } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { createSeller } from '../testing/sellerFixtures.ts';
import { buyerWithAddress, createBuyer, fillCart, ListingPool } from '../testing/shopFixtures.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

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

const v1 = (path: string) => `/api/v1${path}`;
const asAdmin = (method: string, path: string, json?: unknown) => server.call(method, v1(path), { token: admin.token, json });
let counter = 0;
const unique = () => `${process.pid}-${++counter}`;

async function aCategory(parentName: string | null = null): Promise<number> {
  const [row] = await server.db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(parentName === null ? eq(categories.name, 'Cement') : eq(categories.name, parentName));
  return row!.id;
}

const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Cement ${unique()}`,
  master_sku: `TST-${unique()}`,
  unit: 'Bag',
  category_id: overrides.category_id,
  specifications: [
    { name: 'Grade', value: '53' },
    { name: 'Weight', value: '50 kg' },
    { name: 'Standard', value: 'IS 269' },
  ],
  ...overrides,
});

describe('only admins run the catalogue', () => {
  it('answers 401 without a token and 403 for a buyer or seller', async () => {
    for (const [method, path] of [
      ['GET', '/admin/catalogue/products'],
      ['POST', '/admin/catalogue/products'],
      ['GET', '/admin/catalogue/categories'],
      ['DELETE', '/admin/catalogue/categories/1'],
    ] as const) {
      expect((await server.call(method, v1(path))).status).toBe(401);
      expect((await server.call(method, v1(path), { token: (await createBuyer(server.db)).token })).status).toBe(403);
      expect((await server.call(method, v1(path), { token: (await createSeller(server.db)).token })).status).toBe(403);
    }
  });
});

describe('admin catalogue products', () => {
  it('creates a product with its specifications in order, reads and edits it', async () => {
    const categoryId = await aCategory();
    const made = await asAdmin('POST', '/admin/catalogue/products', productBody({ category_id: categoryId, brand: ' Test Brand ', display_name: '' }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ brand: 'Test Brand', display_name: null, is_active: true, category_name: 'Cement', listing_count: 0, image_count: 0 });
    expect(made.body.specifications.map((pair: { name: string }) => pair.name)).toEqual(['Grade', 'Weight', 'Standard']);

    const read = await asAdmin('GET', `/admin/catalogue/products/${made.body.id}`);
    expect(read.body).toEqual(made.body);

    const specifications = [
      { name: 'Standard', value: 'IS 269' },
      { name: 'Grade', value: '53' },
    ];
    const edited = await asAdmin('PUT', `/admin/catalogue/products/${made.body.id}`, { display_name: 'Shown Name', specifications });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ display_name: 'Shown Name', name: made.body.name, specifications });
    // The storefront shows the specifications in the order the admin gave them.
    const page = await server.call('GET', v1(`/products/${made.body.id}`));
    expect(Object.keys(page.body.specifications)).toEqual(['Standard', 'Grade']);
  });

  it('refuses a duplicate SKU (409, letter case aside) and bad input with clear messages, never 500', async () => {
    const categoryId = await aCategory();
    const first = await asAdmin('POST', '/admin/catalogue/products', productBody({ category_id: categoryId }));
    const duplicate = await asAdmin(
      'POST',
      '/admin/catalogue/products',
      productBody({ category_id: categoryId, master_sku: first.body.master_sku.toLowerCase() }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.detail).toBe(M.skuTaken(first.body.master_sku.toLowerCase()));
    const other = await asAdmin('POST', '/admin/catalogue/products', productBody({ category_id: categoryId }));
    expect((await asAdmin('PUT', `/admin/catalogue/products/${other.body.id}`, { master_sku: first.body.master_sku })).status).toBe(409);

    const bad = async (overrides: Record<string, unknown>, message: string) => {
      const answer = await asAdmin('POST', '/admin/catalogue/products', productBody({ category_id: categoryId, ...overrides }));
      expect([400, 422]).toContain(answer.status);
      expect(answer.body.detail).toBe(message);
    };
    await bad({ name: '  ' }, M.name);
    await bad({ master_sku: 'has space' }, M.skuFormat);
    await bad({ unit: 'Bucket' }, M.unit);
    await bad({ category_id: 999_999 }, M.unknownCategory);
    await bad({ category_id: 'cement' }, M.category);
    await bad(
      {
        specifications: [
          { name: 'Grade', value: '53' },
          { name: 'grade', value: '43' },
        ],
      },
      M.duplicateSpecification('grade'),
    );
    await bad({ specifications: [{ name: '', value: '53' }] }, M.specificationName);
    await bad({ specifications: Array.from({ length: 31 }, (_, index) => ({ name: `K${index}`, value: 'v' })) }, M.tooManySpecifications);
    await bad({ specifications: [{ name: 'Grade', value: 'x'.repeat(201) }] }, M.specificationValueTooLong);
    expect((await asAdmin('PUT', '/admin/catalogue/products/999999', { name: 'Nothing' })).status).toBe(404);
    expect((await asAdmin('GET', '/admin/catalogue/products/999999')).status).toBe(404);
    expect((await asAdmin('PUT', `/admin/catalogue/products/${other.body.id}`, {})).status).toBe(422);
    expect((await asAdmin('PUT', `/admin/catalogue/products/${other.body.id}/active`, { active: 'no' })).status).toBe(422);
  });

  it('searches by name, SKU and brand, filters by category and active state, and pages with the total', async () => {
    const categoryId = await aCategory();
    const brand = `Searchbrand${unique()}`;
    const made = [];
    for (let index = 0; index < 3; index++) {
      made.push((await asAdmin('POST', '/admin/catalogue/products', productBody({ category_id: categoryId, brand }))).body);
    }
    const byBrand = await asAdmin('GET', `/admin/catalogue/products?q=${brand.toLowerCase()}&limit=2`);
    expect(byBrand.headers.get('x-total-count')).toBe('3');
    expect(byBrand.body).toHaveLength(2);
    const second = await asAdmin('GET', `/admin/catalogue/products?q=${brand}&limit=2&offset=2`);
    expect(second.body).toHaveLength(1);
    const bySku = await asAdmin('GET', `/admin/catalogue/products?q=${made[1].master_sku}`);
    expect(bySku.body.map((product: { id: number }) => product.id)).toEqual([made[1].id]);

    await asAdmin('PUT', `/admin/catalogue/products/${made[0].id}/active`, { active: false });
    const inactive = await asAdmin('GET', `/admin/catalogue/products?q=${brand}&active=false`);
    expect(inactive.body.map((product: { id: number }) => product.id)).toEqual([made[0].id]);
    expect((await asAdmin('GET', `/admin/catalogue/products?q=${brand}&active=true`)).headers.get('x-total-count')).toBe('2');
    const [top] = await server.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Steel'));
    expect((await asAdmin('GET', `/admin/catalogue/products?q=${brand}&category_id=${top!.id}`)).body).toEqual([]);
    expect((await asAdmin('GET', '/admin/catalogue/products?active=maybe')).status).toBe(422);
    expect((await asAdmin('GET', '/admin/catalogue/products?limit=0')).status).toBe(422);
  });

  it('keeps every seeded product editable: its unit is one of the list', async () => {
    const units = await server.db.selectDistinct({ unit: products.unit }).from(products);
    for (const { unit } of units) expect(ADMIN_CATALOGUE_UNITS).toContain(unit);
  });
});

describe('a deactivated product leaves the storefront at once, and comes back', () => {
  it('vanishes from the list, search, suggestions, category counts, chatbot and its page (404), stays in carts and orders', async () => {
    const [[listing]] = await pool.take([1], 50);
    const [row] = await server.db
      .select({ productId: listings.productId, categoryId: products.categoryId, name: products.name, sku: products.masterSku })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .where(eq(listings.id, listing!.id));
    const { productId, categoryId, sku } = row!;

    const buyer = await buyerWithAddress(server);
    await fillCart(server, buyer, [[listing!, 1]]);
    const ordered = await server.call('POST', v1(`/cart/checkout?shipping_address_id=${buyer.addressId}`), { token: buyer.token });
    expect(ordered.status).toBe(201);
    await fillCart(server, buyer, [[listing!, 1]]);

    const shown = async () => {
      const list = await server.call('GET', v1(`/products/?search=${encodeURIComponent(sku)}&limit=100`));
      const inCategory = await server.call('GET', v1(`/products/?category_id=${categoryId}&limit=100`));
      const suggestions = await server.call('GET', v1(`/products/search-suggestions?q=${encodeURIComponent(sku)}`));
      const counts = await server.call('GET', v1('/categories/'));
      const chatbot = await server.call('GET', v1(`/chatbot/categories/${categoryId}/products`));
      const page = await server.call('GET', v1(`/products/${productId}`));
      const offers = await server.call('GET', v1(`/products/${productId}/listings`));
      const has = (items: Array<{ id: number }>) => items.some((item) => item.id === productId);
      return {
        list: has(list.body),
        inCategory: has(inCategory.body),
        suggested: has(suggestions.body),
        chatbot: has(chatbot.body),
        count: counts.body.find((category: { id: number }) => category.id === categoryId).product_count as number,
        page: page.status,
        offers: offers.status,
      };
    };
    const before = await shown();
    expect(before).toMatchObject({ list: true, inCategory: true, suggested: true, chatbot: true, page: 200, offers: 200 });

    const off = await asAdmin('PUT', `/admin/catalogue/products/${productId}/active`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expect(off.body.listing_count).toBeGreaterThanOrEqual(1);
    expect(await shown()).toEqual({
      ...before,
      list: false,
      inCategory: false,
      suggested: false,
      chatbot: false,
      count: before.count - 1,
      page: 404,
      offers: 404,
    });

    // The cart still shows it, as no longer available (checkout refuses it); the order keeps its line.
    const cart = await server.call('GET', v1('/cart/'), { token: buyer.token });
    const line = cart.body.cart_items.find((item: { listing: { id: number } }) => item.listing.id === listing!.id);
    expect(line.listing.is_active).toBe(false);
    expect((await server.call('POST', v1('/cart/add'), { token: buyer.token, json: { listing_id: listing!.id, quantity: 1 } })).status).toBe(404);
    const order = await server.call('GET', v1(`/orders/${ordered.body.id}`), { token: buyer.token });
    expect(order.status).toBe(200);
    expect(JSON.stringify(order.body)).toContain(listing!.productName);
    // Its sellers see the listing marked as withdrawn (their own is_active untouched).
    const [owner] = await server.db.select({ sellerId: listings.sellerId }).from(listings).where(eq(listings.id, listing!.id));
    const sellerToken = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(owner!.sellerId), role: 'seller' });
    const sellersListing = async () =>
      (
        (await server.call('GET', v1('/sellers/me/listings'), { token: sellerToken })).body as Array<{
          id: number;
          is_active: boolean;
          product: { is_active: boolean };
        }>
      ).find((mine) => mine.id === listing!.id);
    expect(await sellersListing()).toMatchObject({ is_active: true, product: { is_active: false } });

    const on = await asAdmin('PUT', `/admin/catalogue/products/${productId}/active`, { active: true });
    expect(on.body.is_active).toBe(true);
    expect(await shown()).toEqual(before);
    expect(await sellersListing()).toMatchObject({ is_active: true, product: { is_active: true } });
    expect((await asAdmin('PUT', '/admin/catalogue/products/999999/active', { active: false })).status).toBe(404);
  });
});

describe('admin catalogue categories', () => {
  it('lists the tree with product counts, parents first', async () => {
    const listed = await asAdmin('GET', '/admin/catalogue/categories');
    expect(listed.status).toBe(200);
    const cement = listed.body.find((category: { name: string; parent_id: number | null }) => category.name === 'Cement' && category.parent_id === null);
    expect(cement.child_count).toBeGreaterThan(0);
    expect(cement.total_product_count).toBeGreaterThan(cement.product_count);
    const index = listed.body.indexOf(cement);
    expect(listed.body.slice(index + 1, index + 1 + cement.child_count).every((child: { parent_id: number }) => child.parent_id === cement.id)).toBe(true);
  });

  it('adds, renames and moves a category; the storefront sees it at once', async () => {
    const cement = await aCategory();
    const steel = await aCategory('Steel');
    const name = `Test Sub ${unique()}`;
    const made = await asAdmin('POST', '/admin/catalogue/categories', { name, parent_id: cement, typical_quantity: 20, description: 'For tests' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name, parent_id: cement, typical_quantity: 20, product_count: 0, child_count: 0 });
    const storefront = async () =>
      (await server.call('GET', v1('/categories/'))).body.find((category: { id: number }) => category.id === made.body.id) as {
        name: string;
        parent_id: number;
      };
    expect(await storefront()).toMatchObject({ name, parent_id: cement });

    const moved = await asAdmin('PUT', `/admin/catalogue/categories/${made.body.id}`, { name: `${name} moved`, parent_id: steel });
    expect(moved.status).toBe(200);
    expect(await storefront()).toMatchObject({ name: `${name} moved`, parent_id: steel });

    expect((await asAdmin('POST', '/admin/catalogue/categories', { name: `${name.toUpperCase()} MOVED`, parent_id: steel })).status).toBe(409);
    expect((await asAdmin('POST', '/admin/catalogue/categories', { name: 'Cement', parent_id: null })).status).toBe(409);
    // The same name under another parent is fine.
    expect((await asAdmin('POST', '/admin/catalogue/categories', { name: `${name} moved`, parent_id: cement })).status).toBe(201);
    expect((await asAdmin('PUT', `/admin/catalogue/categories/${made.body.id}`, { parent_id: cement })).status).toBe(409);
  });

  it('refuses a move under itself, its own sub-category or a third level, with a clear 400', async () => {
    const cement = await aCategory();
    const top = (await asAdmin('POST', '/admin/catalogue/categories', { name: `Test Top ${unique()}` })).body;
    const sub = (await asAdmin('POST', '/admin/catalogue/categories', { name: `Test Child ${unique()}`, parent_id: top.id })).body;
    const refused = async (id: number, json: unknown, message: string) => {
      const answer = await asAdmin('PUT', `/admin/catalogue/categories/${id}`, json);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBe(message);
    };
    await refused(top.id, { parent_id: top.id }, M.moveUnderItself);
    await refused(top.id, { parent_id: sub.id }, M.moveUnderDescendant);
    await refused(top.id, { parent_id: cement }, M.keepsChildren(top.name));
    const other = (await asAdmin('POST', '/admin/catalogue/categories', { name: `Test Leaf ${unique()}`, parent_id: cement })).body;
    await refused(other.id, { parent_id: sub.id }, M.tooDeep);
    const deeper = await asAdmin('POST', '/admin/catalogue/categories', { name: 'Too deep', parent_id: sub.id });
    expect(deeper.status).toBe(400);
    expect(deeper.body.detail).toBe(M.tooDeep);
    expect((await asAdmin('POST', '/admin/catalogue/categories', { name: 'Nowhere', parent_id: 999_999 })).status).toBe(400);
    expect((await asAdmin('POST', '/admin/catalogue/categories', { name: '' })).status).toBe(422);
    expect((await asAdmin('POST', '/admin/catalogue/categories', { name: 'Zero', typical_quantity: 0 })).body.detail).toBe(M.typicalQuantity);
    expect((await asAdmin('PUT', '/admin/catalogue/categories/999999', { name: 'Nothing' })).status).toBe(404);
  });

  it('deletes only an empty category (409 with products or sub-categories)', async () => {
    const top = (await asAdmin('POST', '/admin/catalogue/categories', { name: `Test Delete ${unique()}` })).body;
    const sub = (await asAdmin('POST', '/admin/catalogue/categories', { name: `Test Delete Child ${unique()}`, parent_id: top.id })).body;
    const withChildren = await asAdmin('DELETE', `/admin/catalogue/categories/${top.id}`);
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.detail).toBe(M.deleteHasChildren(top.name, 1));
    const product = (await asAdmin('POST', '/admin/catalogue/products', productBody({ category_id: sub.id }))).body;
    await asAdmin('PUT', `/admin/catalogue/products/${product.id}/active`, { active: false });
    const withProducts = await asAdmin('DELETE', `/admin/catalogue/categories/${sub.id}`);
    expect(withProducts.status).toBe(409);
    expect(withProducts.body.detail).toBe(M.deleteHasProducts(sub.name, 1));
    await asAdmin('PUT', `/admin/catalogue/products/${product.id}`, { category_id: await aCategory() });
    const deleted = await asAdmin('DELETE', `/admin/catalogue/categories/${sub.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: sub.id, detail: M.categoryDeleted(sub.name) });
    expect((await asAdmin('DELETE', `/admin/catalogue/categories/${top.id}`)).status).toBe(200);
    expect((await asAdmin('DELETE', `/admin/catalogue/categories/${top.id}`)).status).toBe(404);
  });
});
