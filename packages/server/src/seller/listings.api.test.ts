import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, priceHistory, sellers } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import {
  adminToken,
  createSeller,
  download,
  listProduct,
  placeOrder,
  shopper,
  someProducts,
  testSellerGstin,
  type TestProduct,
  uploadFile,
} from '../testing/sellerFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let catalogue: TestProduct[];
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  catalogue = await someProducts(server.db, 12);
}, 60_000);
afterAll(() => server.close());

const LISTINGS = '/api/v1/sellers/me/listings';
const product = (index: number) => catalogue[index]!;

async function historyOf(listingId: number) {
  return server.db
    .select({ old: priceHistory.oldPricePaise, new: priceHistory.newPricePaise, source: priceHistory.source })
    .from(priceHistory)
    .where(eq(priceHistory.listingId, listingId))
    .orderBy(asc(priceHistory.id));
}

async function listingRow(id: number) {
  const [row] = await server.db.select().from(listings).where(eq(listings.id, id));
  return row;
}

/** The export as rows of cells (header first). */
async function exported(token: string): Promise<string[][]> {
  const file = await download(server, `${LISTINGS}/export`, token);
  expect(file.status).toBe(200);
  return parse(file.text, { bom: true }) as string[][];
}

describe('who may use the listing routes', () => {
  it('answers 401 without a token and 403 to a buyer or an admin, for every route', async () => {
    const buyer = await createBuyer(server.db);
    const admin = await adminToken();
    const routes: [string, string][] = [
      ['GET', LISTINGS],
      ['POST', LISTINGS],
      ['GET', `${LISTINGS}/export`],
      ['POST', `${LISTINGS}/upload`],
      ['PUT', `${LISTINGS}/1`],
      ['DELETE', `${LISTINGS}/1`],
    ];
    for (const [method, path] of routes) {
      expect((await server.call(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await server.call(method, path, { token: buyer.token })).status, `${method} ${path}`).toBe(403);
      expect((await server.call(method, path, { token: admin })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe("the seller's depot", () => {
  it('sets the depot from the pincode (its centroid) or a map point; without one, no listing is published', async () => {
    const { token } = await createSeller(server.db, undefined, 'approved', null);
    expect((await server.call('GET', '/api/v1/sellers/me', { token })).body.depot).toBeNull();
    const listing = () => server.call('POST', LISTINGS, { token, json: { product_id: product(1).id, price: 400, stock_quantity: 10 } });
    const upload = await uploadFile(server, `${LISTINGS}/upload`, token, 'product_id,price,stock_quantity\n1,400,10\n');
    expect(upload.status).toBe(422);
    const refused = await listing();
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe('Set your depot location and delivery radius before publishing listings.');

    const fromPincode = await server.call('PUT', '/api/v1/sellers/me/depot', { token, json: { pincode: '560058', delivery_radius_km: 40 } });
    expect(fromPincode.status).toBe(200);
    expect(fromPincode.body.depot).toEqual({
      pincode: '560058',
      latitude: expect.closeTo(13.03, 1),
      longitude: expect.closeTo(77.5, 1),
      delivery_radius_km: 40,
    });
    const picked = await server.call('PUT', '/api/v1/sellers/me/depot', {
      token,
      json: { pincode: '560058', latitude: 13.0306, longitude: 77.517, delivery_radius_km: 60 },
    });
    expect(picked.body.depot).toEqual({ pincode: '560058', latitude: 13.0306, longitude: 77.517, delivery_radius_km: 60 });
    expect((await listing()).status).toBe(201);
  });

  it('refuses a depot it cannot place or a radius out of range, with clear messages (422)', async () => {
    const { token } = await createSeller(server.db, undefined, 'approved', null);
    const put = (json: Record<string, unknown>) => server.call('PUT', '/api/v1/sellers/me/depot', { token, json });
    const unknown = await put({ pincode: '999999', delivery_radius_km: 40 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toBe("We cannot place this pincode on the map. Please enter your depot's latitude and longitude.");
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pincode: '5600', delivery_radius_km: 40 }, 'Enter a valid 6-digit pincode'],
      [{ pincode: '560058', delivery_radius_km: 0 }, 'Delivery radius must be a whole number of km from 1 to 300'],
      [{ pincode: '560058', delivery_radius_km: 301 }, 'Delivery radius must be a whole number of km from 1 to 300'],
      [{ pincode: '560058', delivery_radius_km: 12.5 }, 'Delivery radius must be a whole number of km from 1 to 300'],
      [{ pincode: '560058', delivery_radius_km: 40, latitude: 13 }, 'Send both latitude and longitude, or neither'],
      [{ pincode: '560058', delivery_radius_km: 40, latitude: 91, longitude: 77 }, 'Latitude must be between -90 and 90'],
    ];
    for (const [json, message] of cases) {
      const response = await put(json);
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(
        response.body.errors.map((error: { message: string }) => error.message),
        JSON.stringify(json),
      ).toContain(message);
    }
    expect((await server.call('PUT', '/api/v1/sellers/me/depot', { json: { pincode: '560058', delivery_radius_km: 40 } })).status).toBe(401);
  });
});

describe('creating and listing', () => {
  it('creates a listing with its product, answers the price in rupees and records the first price', async () => {
    const seller = await createSeller(server.db);
    const created = await listProduct(server, seller, product(0).id, { price: 385.5, stock_quantity: 120, seller_sku: ' ACC-OPC53 ' });
    expect(created).toEqual({
      id: expect.any(Number),
      product_id: product(0).id,
      product: { id: product(0).id, name: product(0).name, master_sku: product(0).masterSku, unit: product(0).unit, is_active: true },
      price: 385.5,
      stock_quantity: 120,
      seller_sku: 'ACC-OPC53',
      is_active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await listingRow(created.id))?.pricePaise).toBe(38550);
    expect(await historyOf(created.id)).toEqual([{ old: null, new: 38550, source: 'create' }]);

    const listed = await server.call('GET', LISTINGS, { token: seller.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([created]);
  });

  it('allows one listing per product: a second answers 409 with a clear detail', async () => {
    const seller = await createSeller(server.db);
    await listProduct(server, seller, product(1).id);
    const again = await server.call('POST', LISTINGS, { token: seller.token, json: { product_id: product(1).id, price: 10, stock_quantity: 1 } });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('You already have a listing for this product. Edit that listing instead.');
    // Another seller may list the same product.
    await listProduct(server, await createSeller(server.db), product(1).id);
  });

  it('refuses a seller SKU the seller already uses, an unknown product, and bad prices or stock', async () => {
    const seller = await createSeller(server.db);
    await listProduct(server, seller, product(2).id, { seller_sku: 'SKU-1' });
    const sameSku = await server.call('POST', LISTINGS, {
      token: seller.token,
      json: { product_id: product(3).id, price: 10, stock_quantity: 1, seller_sku: 'SKU-1' },
    });
    expect(sameSku.status).toBe(409);
    expect(sameSku.body.detail).toBe('You already use the seller SKU SKU-1 for another listing');

    const unknown = await server.call('POST', LISTINGS, { token: seller.token, json: { product_id: 9_999_999, price: 10, stock_quantity: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Product not found');

    for (const price of [0, -5, 10.001, '100', null]) {
      const bad = await server.call('POST', LISTINGS, { token: seller.token, json: { product_id: product(3).id, price, stock_quantity: 1 } });
      expect(bad.status, String(price)).toBe(422);
      expect(bad.body.detail).toBe('Price must be an amount in rupees greater than 0, with at most 2 decimals');
    }
    for (const stock of [-1, 1.5, 'ten']) {
      const bad = await server.call('POST', LISTINGS, { token: seller.token, json: { product_id: product(3).id, price: 10, stock_quantity: stock } });
      expect(bad.status, String(stock)).toBe(422);
      expect(bad.body.detail).toBe('Stock quantity must be a whole number of 0 or more');
    }
    const noProduct = await server.call('POST', LISTINGS, { token: seller.token, json: { price: 10, stock_quantity: 1 } });
    expect(noProduct.status).toBe(422);
    expect(noProduct.body.detail).toBe('Please select a product');
  });

  it('shows each seller only their own listings', async () => {
    const a = await createSeller(server.db);
    const b = await createSeller(server.db);
    const mine = await listProduct(server, a, product(4).id);
    const theirs = await listProduct(server, b, product(4).id);
    expect((await server.call('GET', LISTINGS, { token: a.token })).body.map((listing: { id: number }) => listing.id)).toEqual([mine.id]);
    expect((await server.call('GET', LISTINGS, { token: b.token })).body.map((listing: { id: number }) => listing.id)).toEqual([theirs.id]);
  });
});

describe('editing', () => {
  it('changes price, stock, SKU and active flag; every new price is recorded with the old one', async () => {
    const seller = await createSeller(server.db);
    const listing = await listProduct(server, seller, product(5).id, { price: 100 });
    const edited = await server.call('PUT', `${LISTINGS}/${listing.id}`, {
      token: seller.token,
      json: { price: 112.25, stock_quantity: 7, seller_sku: 'NEW-SKU', is_active: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: listing.id, price: 112.25, stock_quantity: 7, seller_sku: 'NEW-SKU', is_active: false });

    // Only the stock: no price history; the same price again: none either.
    await server.call('PUT', `${LISTINGS}/${listing.id}`, { token: seller.token, json: { stock_quantity: 9 } });
    await server.call('PUT', `${LISTINGS}/${listing.id}`, { token: seller.token, json: { price: 112.25 } });
    await server.call('PUT', `${LISTINGS}/${listing.id}`, { token: seller.token, json: { price: 99 } });
    expect(await historyOf(listing.id)).toEqual([
      { old: null, new: 10000, source: 'create' },
      { old: 10000, new: 11225, source: 'edit' },
      { old: 11225, new: 9900, source: 'edit' },
    ]);
    const cleared = await server.call('PUT', `${LISTINGS}/${listing.id}`, { token: seller.token, json: { seller_sku: null, is_active: true } });
    expect(cleared.body).toMatchObject({ seller_sku: null, is_active: true, stock_quantity: 9, price: 99 });
  });

  it("answers 404 to another seller's listing and leaves it unchanged; 422 for a malformed id or an empty body", async () => {
    const a = await createSeller(server.db);
    const b = await createSeller(server.db);
    const listing = await listProduct(server, a, product(6).id, { price: 50 });
    const stolen = await server.call('PUT', `${LISTINGS}/${listing.id}`, { token: b.token, json: { price: 1 } });
    expect(stolen.status).toBe(404);
    expect(stolen.body.detail).toBe('Listing not found');
    expect((await server.call('DELETE', `${LISTINGS}/${listing.id}`, { token: b.token })).status).toBe(404);
    expect(await listingRow(listing.id)).toMatchObject({ pricePaise: 5000, isActive: true });
    expect(await historyOf(listing.id)).toHaveLength(1);

    expect((await server.call('PUT', `${LISTINGS}/abc`, { token: a.token, json: { price: 1 } })).status).toBe(422);
    expect((await server.call('DELETE', `${LISTINGS}/abc`, { token: a.token })).status).toBe(422);
    const empty = await server.call('PUT', `${LISTINGS}/${listing.id}`, { token: a.token, json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe('Nothing to change: send price, stock_quantity, seller_sku or is_active');
  });
});

describe('deleting', () => {
  it('deletes a listing no order contains', async () => {
    const seller = await createSeller(server.db);
    const listing = await listProduct(server, seller, product(7).id);
    const removed = await server.call('DELETE', `${LISTINGS}/${listing.id}`, { token: seller.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: listing.id, deleted: true, deactivated: false, detail: 'Listing deleted' });
    expect((await server.call('GET', LISTINGS, { token: seller.token })).body).toEqual([]);
    expect((await server.call('DELETE', `${LISTINGS}/${listing.id}`, { token: seller.token })).status).toBe(404);
  });

  it('deactivates instead a listing that is part of an order, keeping the order and the price history', async () => {
    const seller = await createSeller(server.db);
    const listing = await listProduct(server, seller, product(8).id, { stock_quantity: 10 });
    const buyer = await shopper(server);
    const orderId = await placeOrder(server, buyer, listing.id, 2);

    const removed = await server.call('DELETE', `${LISTINGS}/${listing.id}`, { token: seller.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      id: listing.id,
      deleted: false,
      deactivated: true,
      detail: 'This listing is part of orders, so it was deactivated instead of deleted',
    });
    const [kept] = (await server.call('GET', LISTINGS, { token: seller.token })).body;
    expect(kept).toMatchObject({ id: listing.id, is_active: false, stock_quantity: 8 });
    expect(await historyOf(listing.id)).toHaveLength(1);
    const order = await server.call('GET', `/api/v1/orders/${orderId}`, { token: buyer.token });
    expect(order.body.order_items[0].listing.id).toBe(listing.id);
    // Buyers can no longer add it to a cart.
    const add = await server.call('POST', '/api/v1/cart/add', { token: buyer.token, json: { listing_id: listing.id, quantity: 1 } });
    expect(add.status).toBe(404);
  });
});

describe('CSV export and upload', () => {
  it('exports every listing as CSV, with cells a spreadsheet would run as formulas quoted', async () => {
    const seller = await createSeller(server.db);
    const plain = await listProduct(server, seller, product(0).id, { price: 385, stock_quantity: 40, seller_sku: 'PLAIN-1' });
    const evil = await listProduct(server, seller, product(1).id, {
      price: 12.5,
      stock_quantity: 3,
      seller_sku: '=HYPERLINK("http://evil.example","x")',
      is_active: false,
    });
    const file = await download(server, `${LISTINGS}/export`, seller.token);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe('attachment; filename="listings.csv"');
    expect(file.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(parse(file.text, { bom: true })).toEqual([
      ['listing_id', 'product_id', 'master_sku', 'product_name', 'unit', 'seller_sku', 'price', 'stock_quantity', 'is_active'],
      [String(plain.id), String(product(0).id), product(0).masterSku, product(0).name, product(0).unit, 'PLAIN-1', '385.00', '40', 'true'],
      [
        String(evil.id),
        String(product(1).id),
        product(1).masterSku,
        product(1).name,
        product(1).unit,
        `'=HYPERLINK("http://evil.example","x")`,
        '12.50',
        '3',
        'false',
      ],
    ]);
    for (const start of ['+', '-', '@', '\t', '\r']) {
      // Tabs and carriage returns are trimmed away by the API, so they are written directly.
      await server.db
        .update(listings)
        .set({ sellerSku: `${start}SUM(A1)` })
        .where(eq(listings.id, plain.id));
      const rows = await exported(seller.token);
      expect(rows[1]![5], JSON.stringify(start)).toBe(`'${start}SUM(A1)`);
    }
  });

  it('round-trips: an edited price uploads back, writes price history, and a bad row is reported by its row number while good rows apply', async () => {
    const a = await createSeller(server.db);
    const b = await createSeller(server.db);
    const first = await listProduct(server, a, product(2).id, { price: 200, stock_quantity: 10, seller_sku: '=FORMULA-SKU' });
    const second = await listProduct(server, a, product(3).id, { price: 300, stock_quantity: 20 });
    const third = await listProduct(server, a, product(4).id, { price: 400, stock_quantity: 30 });
    const foreign = await listProduct(server, b, product(5).id, { price: 500, stock_quantity: 5 });

    const rows = await exported(a.token);
    const [header, ...data] = rows;
    const column = (name: string) => header!.indexOf(name);
    data[0]![column('price')] = '210.75'; // first: new price
    data[1]![column('price')] = 'abc'; // second: bad price, reported as row 3
    data[2]![column('stock_quantity')] = '31'; // third: stock only
    data[2]![column('is_active')] = 'false';
    const foreignRow = [...data[2]!];
    foreignRow[column('listing_id')] = String(foreign.id);
    foreignRow[column('product_id')] = '';
    foreignRow[column('master_sku')] = '';
    foreignRow[column('price')] = '1';
    const uploaded = await uploadFile(server, `${LISTINGS}/upload`, a.token, stringify([header!, ...data, foreignRow]));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body).toEqual({
      updated_listings: 2,
      created_history: 1,
      errors: [
        { row: 3, message: 'Price must be an amount in rupees greater than 0, with at most 2 decimals' },
        { row: 5, message: `Listing ${foreign.id} is not one of your listings` },
      ],
    });

    expect(await listingRow(first.id)).toMatchObject({ pricePaise: 21075, stockQuantity: 10, sellerSku: '=FORMULA-SKU' });
    expect(await historyOf(first.id)).toEqual([
      { old: null, new: 20000, source: 'create' },
      { old: 20000, new: 21075, source: 'csv' },
    ]);
    expect(await listingRow(second.id)).toMatchObject({ pricePaise: 30000 });
    expect(await listingRow(third.id)).toMatchObject({ pricePaise: 40000, stockQuantity: 31, isActive: false });
    expect(await historyOf(third.id)).toHaveLength(1);
    expect(await listingRow(foreign.id)).toMatchObject({ pricePaise: 50000 });

    // The same file again changes nothing more.
    const again = await uploadFile(server, `${LISTINGS}/upload`, a.token, stringify([header!, ...data]));
    expect(again.body).toEqual({
      updated_listings: 0,
      created_history: 0,
      errors: [{ row: 3, message: 'Price must be an amount in rupees greater than 0, with at most 2 decimals' }],
    });
  });

  it('matches rows by seller_sku or master_sku when there is no listing_id, and checks the identifiers agree', async () => {
    const seller = await createSeller(server.db);
    const bySku = await listProduct(server, seller, product(6).id, { price: 60, seller_sku: 'MY-SKU' });
    const byMaster = await listProduct(server, seller, product(7).id, { price: 70 });
    const csv = [
      'Seller_SKU,master_sku,Price,stock_quantity',
      'MY-SKU,,61.5,',
      `,${product(7).masterSku.toLowerCase()},"1,070",`,
      '',
      'NOPE,,5,',
      `MY-SKU,${product(7).masterSku},5,`,
      ',,5,',
      `,${product(9).masterSku},5,`,
      ',,,',
    ].join('\n');
    const uploaded = await uploadFile(server, `${LISTINGS}/upload`, seller.token, csv);
    expect(uploaded.body).toEqual({
      updated_listings: 2,
      created_history: 2,
      errors: [
        { row: 5, message: 'No listing of yours has the seller SKU NOPE' },
        { row: 6, message: `master_sku ${product(7).masterSku} does not match listing ${bySku.id}` },
        { row: 7, message: 'Give the listing_id, seller_sku or master_sku of the listing' },
        { row: 8, message: `You have no listing for the product ${product(9).masterSku}` },
      ],
    });
    expect(await listingRow(bySku.id)).toMatchObject({ pricePaise: 6150 });
    expect(await listingRow(byMaster.id)).toMatchObject({ pricePaise: 107000 });
  });

  it('refuses a file without the needed columns, without a file, too large (413) or with too many rows', async () => {
    const seller = await createSeller(server.db);
    const upload = (content: string) => uploadFile(server, `${LISTINGS}/upload`, seller.token, content);
    expect((await upload('price,stock_quantity\n1,2\n')).body.detail).toBe('The file needs a listing_id, seller_sku or master_sku column');
    expect((await upload('listing_id,product_name\n1,x\n')).body.detail).toBe('The file needs a price, stock_quantity or is_active column');
    expect((await upload('')).body.detail).toBe('The file is empty: the first row must name the columns');
    const broken = await upload('listing_id,price\n1,"12\n');
    expect(broken.status).toBe(400);
    expect(broken.body.detail).toMatch(/^The file is not a valid CSV file: /);

    const noFile = await server.call('POST', `${LISTINGS}/upload`, { token: seller.token, json: {} });
    expect(noFile.status).toBe(400);
    expect(noFile.body.detail).toBe('Please choose a CSV file to upload');

    const tooLarge = await upload(`listing_id,price\n${'1,2\n'.repeat(300_000)}`);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.detail).toBe('The file is larger than 1 MB. Please split it into smaller files.');

    const tooMany = await upload(`listing_id,price\n${'1,2\n'.repeat(5001)}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toBe('The file has more than 5000 rows. Please split it into smaller files.');
    const justEnough = await upload(`listing_id,price\n${'1,2\n'.repeat(5000)}`);
    expect(justEnough.status).toBe(200);
    expect(justEnough.body.errors).toHaveLength(5000);
    expect(justEnough.body.errors[4999]).toEqual({ row: 5001, message: 'Listing 1 is not one of your listings' });
  });
});

describe("the seller's GST registration", () => {
  const putGst = (token: string, gstin: unknown) => server.call('PUT', '/api/v1/sellers/me/gst', { token, json: { gstin } });

  it('registers a GSTIN (checked, normalised) and names its state; a new seller has none', async () => {
    const seller = await createSeller(server.db, undefined, 'approved', null);
    await server.db.update(sellers).set({ gstin: null }).where(eq(sellers.id, seller.id));
    expect((await server.call('GET', '/api/v1/sellers/me', { token: seller.token })).body.gst).toBeNull();
    const gstin = testSellerGstin(7001);
    const saved = await putGst(seller.token, ` ${gstin.toLowerCase().slice(0, 5)} ${gstin.slice(5)} `);
    expect(saved.status).toBe(200);
    expect(saved.body.gst).toEqual({ gstin, state: 'Karnataka', state_code: '29' });
    expect((await server.call('GET', '/api/v1/sellers/me', { token: seller.token })).body.gst.gstin).toBe(gstin);
  });

  it("refuses a broken GSTIN, another seller's, and one of another state than the depot's", async () => {
    const seller = await createSeller(server.db, undefined, 'approved', null);
    const other = await createSeller(server.db);
    const broken: Array<[unknown, string]> = [
      ['29AAGCB7383J1Z5', 'This GSTIN has a typing mistake: its last character does not match the rest'],
      ['29AAGCB7383J', 'Enter a 15-character GSTIN, e.g. 29ABCDE1234F1Z5'],
      ['45AAGCB7383J1Z4', 'A GSTIN starts with a state code from 01 to 38, or 97'],
      [12345, 'Enter a 15-character GSTIN, e.g. 29ABCDE1234F1Z5'],
    ];
    for (const [gstin, message] of broken) {
      const refused = await putGst(seller.token, gstin);
      expect(refused.status, String(gstin)).toBe(422);
      expect(refused.body.detail).toBe(message);
    }
    const [taken] = await server.db.select({ gstin: sellers.gstin }).from(sellers).where(eq(sellers.id, other.id));
    const conflict = await putGst(seller.token, taken!.gstin);
    expect(conflict.status).toBe(409);
    expect(conflict.body.detail).toBe('This GSTIN is registered to another seller');

    await server.call('PUT', '/api/v1/sellers/me/depot', { token: seller.token, json: { pincode: '641001', delivery_radius_km: 60 } });
    const otherState = await putGst(seller.token, testSellerGstin(7002));
    expect(otherState.status).toBe(422);
    expect(otherState.body.detail).toBe('Your depot at 641001 is in Tamil Nadu: register the GSTIN you hold in Tamil Nadu (it starts with 33).');
    expect((await server.call('PUT', '/api/v1/sellers/me/gst', { json: { gstin: testSellerGstin(7003) } })).status).toBe(401);
  });
});
