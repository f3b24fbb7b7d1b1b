import { asc } from 'drizzle-orm';
import { gstinCheckCharacter } from '@nirmaan/core/pure';
import { expect } from 'vitest';
import { signAccessToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { products, sellers, type SellerStatus } from '../db/schema.ts';
import { addressBody, createBuyer, type TestBuyer } from './shopFixtures.ts';
import { TEST_CONFIG, type TestServer } from './testServer.ts';

/*
 * Sellers of their own for the seller dashboard tests (listings, orders, CRM): each test makes
 * fresh sellers A and B, so ownership can be checked both ways without the seeded data in the way.
 */

let sellerCounter = 0;

export interface TestSeller {
  id: number;
  token: string;
  name: string;
}

/** Where a test seller delivers from: central Bangalore, 80 km around, unless a test says otherwise (null: no depot yet). */
export interface TestDepot {
  latitude: number;
  longitude: number;
  radiusKm: number;
}
const BANGALORE_DEPOT: TestDepot = { latitude: 12.97, longitude: 77.59, radiusKm: 80 };

/** A Karnataka GSTIN no seeded seller has (their PANs start 'AA'): GSTINs are unique per seller. */
export function testSellerGstin(counter: number): string {
  const first14 = `29ZZTPS${String(counter % 10_000).padStart(4, '0')}K1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** A new active, approved seller (no listings), with a signed token. */
export async function createSeller(
  db: Database,
  name = `Test Supplier ${++sellerCounter}`,
  status: SellerStatus = 'approved',
  depot: TestDepot | null = BANGALORE_DEPOT,
): Promise<TestSeller> {
  const email = `seller-${process.pid}-${Date.now()}-${++sellerCounter}@example.com`;
  const [seller] = await db
    .insert(sellers)
    .values({
      name,
      email,
      passwordHash: 'x',
      phone: '+919800000000',
      city: 'Bangalore',
      latitude: depot?.latitude ?? null,
      longitude: depot?.longitude ?? null,
      deliveryRadiusKm: depot?.radiusKm ?? null,
      // Registered for GST in Karnataka, as a trading seller is: its orders get tax invoices.
      gstin: testSellerGstin(sellerCounter),
      status,
    })
    .returning({ id: sellers.id });
  if (!seller) throw new Error('no seller inserted');
  return { id: seller.id, name, token: await signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(seller.id), role: 'seller' }) };
}

/** A token with the admin role (refused by seller routes before the account is even looked up). */
export const adminToken = () => signAccessToken(TEST_CONFIG.jwtSecret, { sub: '1', role: 'admin' });

export interface TestProduct {
  id: number;
  name: string;
  masterSku: string;
  unit: string;
}

/** Seeded products in id order (the seed must have run). */
export async function someProducts(db: Database, count: number, skip = 0): Promise<TestProduct[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, masterSku: products.masterSku, unit: products.unit, displayName: products.displayName })
    .from(products)
    .orderBy(asc(products.id))
    .limit(count)
    .offset(skip);
  return rows.map((row) => ({ id: row.id, name: row.displayName?.trim() || row.name, masterSku: row.masterSku, unit: row.unit }));
}

/** Creates a listing through the API and answers it. */
export async function listProduct(server: TestServer, seller: TestSeller, productId: number, fields: Record<string, unknown> = {}) {
  const response = await server.call('POST', '/api/v1/sellers/me/listings', {
    token: seller.token,
    json: { product_id: productId, price: 420.5, stock_quantity: 50, ...fields },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** POSTs a file as multipart/form-data (field "file"), as the dashboard's upload does; `headers` adds to the token's. */
export async function uploadFile(
  server: TestServer,
  path: string,
  token: string | undefined,
  content: string | Uint8Array<ArrayBuffer>,
  filename = 'upload.csv',
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), filename);
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body: form,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: body as any, headers: response.headers };
}

/** GETs a CSV download: its status, content type, disposition and text. */
export async function download(server: TestServer, path: string, token: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    text: await response.text(),
  };
}

/** A buyer with a delivery location and a saved address, ready to check out. */
export async function shopper(server: TestServer): Promise<TestBuyer & { addressId: number }> {
  const buyer = await createBuyer(server.db, { latitude: 12.9716, longitude: 77.5946 });
  const address = await server.call('POST', '/api/v1/addresses/', { token: buyer.token, json: addressBody() });
  expect(address.status).toBe(201);
  return { ...buyer, addressId: address.body.id };
}

/** The buyer puts `quantity` of a listing in the cart and checks out (through a partner's widget when `partnerId` is given): answers the order id. */
export async function placeOrder(
  server: TestServer,
  buyer: TestBuyer & { addressId: number },
  listingId: number,
  quantity: number,
  partnerId?: string,
): Promise<number> {
  const added = await server.call('POST', '/api/v1/cart/add', { token: buyer.token, json: { listing_id: listingId, quantity } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const query = new URLSearchParams({ shipping_address_id: String(buyer.addressId), ...(partnerId === undefined ? {} : { partner_id: partnerId }) });
  const placed = await server.call('POST', `/api/v1/cart/checkout?${query}`, { token: buyer.token });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.id;
}
