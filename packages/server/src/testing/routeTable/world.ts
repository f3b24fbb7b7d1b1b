import { eq } from 'drizzle-orm';
import { ensureDemoAccounts } from '../../accounts/bootstrap.ts';
import { API_PREFIX } from '../../app.ts';
import { blogPosts, categories, users } from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { createAdmin, type TestAdmin } from '../adminFixtures.ts';
import { createSeller, someProducts, type TestSeller } from '../sellerFixtures.ts';
import { addressBody, createBuyer, type TestBuyer } from '../shopFixtures.ts';
import type { TestServer } from '../testServer.ts';

/*
 * Who may call each API route: the table the route × role matrix (http/routeMatrix.api.test.ts)
 * and the bad-input fuzzing (http/fuzz.api.test.ts) read. Default deny: a route the server has
 * and this table lacks fails both tests. Each entry also says how to make a request that would
 * succeed for an allowed caller (path parameters of real rows owned by "buyer" or "seller", a
 * minimal valid body), made afresh for every call, so a DELETE by one caller leaves the next its own row.
 */

/** The callers every route is tried with. */
export const CALLERS = ['anonymous', 'buyer', 'otherBuyer', 'seller', 'otherSeller', 'admin', 'deactivatedBuyer'] as const;
export type Caller = (typeof CALLERS)[number];

export type { Access } from '../../http/apiOperations.ts';

export interface RequestSpec {
  /** Values of the route's `:name` parameters. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  json?: unknown;
  /** A form-encoded body (the sign-in forms). */
  form?: Record<string, string>;
  /** A multipart body (uploads); a function, as a FormData is read once. */
  multipart?: () => FormData;
}

/** How the tests call a route; who may call it is the app's own table, http/apiOperations.ts. */
export interface RouteRequest {
  /**
   * The route's path (or body) names a row owned by "buyer" or "seller": "otherBuyer" or
   * "otherSeller" must get 403 or 404, never 2xx, and the owner must succeed.
   */
  owner?: 'buyer' | 'seller';
  /** A request an allowed caller makes successfully; `caller` is who will send it. */
  request?: (world: World, caller: Caller) => Promise<RequestSpec> | RequestSpec;
  /** Why a refused (4xx) request of this route may still change rows (fuzzing checks that it does not). */
  refusalMayWrite?: string;
}

export interface World {
  server: TestServer;
  tokens: Record<Caller, string | undefined>;
  buyer: TestBuyer & { addressId: number };
  otherBuyer: TestBuyer & { addressId: number };
  seller: TestSeller;
  otherSeller: TestSeller;
  admin: TestAdmin;
  /** An active listing of "seller" with plenty of stock. */
  listingId: number;
  productId: number;
  categoryId: number;
  blogSlug: string;
  /** A real-estate submission with an image. */
  realEstateId: number;
  /** A number never handed out before in this world (unique phones, e-mails, slugs, pincodes). */
  unique: () => number;
  /** A catalogue product neither seller lists yet. */
  unlistedProduct: () => number;
  /** Calls the API and answers the JSON body; throws unless the status is 2xx. */
  api: (method: string, path: string, token: string | undefined, spec?: RequestSpec) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A tiny PNG's first bytes: enough for the server to tell a PNG by its content. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

/** Sends a request as the route tests do (JSON, form or multipart), answering status, headers and body. */
export async function send(server: TestServer, method: string, path: string, spec: RequestSpec = {}, token?: string) {
  const headers: Record<string, string> = {};
  let body: string | FormData | undefined;
  if (spec.multipart) body = spec.multipart();
  else if (spec.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(spec.form).toString();
  } else if (spec.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(spec.json);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  const query = spec.query ? `?${new URLSearchParams(Object.entries(spec.query).map(([key, value]) => [key, String(value)])).toString()}` : '';
  const response = await fetch(`${server.url}${path}${query}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (a CSV, an image)
  }
  return { status: response.status, headers: response.headers, body: parsed as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A route's path with its `:name` parameters filled in. */
export function fillPath(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`${url}: no value for :${name} (add it to the route's request in testing/routeTable/)`);
    return encodeURIComponent(String(params[name]));
  });
}

/** Seeds the demo data and makes the accounts and rows of a world. */
export async function buildWorld(server: TestServer): Promise<World> {
  await seedDemoData(server.db);
  await ensureDemoAccounts(server.db);
  let counter = 0;
  const unique = () => ++counter;

  const api: World['api'] = async (method, path, token, spec) => {
    const response = await send(server, method, path, spec, token);
    if (response.status < 200 || response.status > 299) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const withAddress = async (buyer: TestBuyer) => ({
    ...buyer,
    addressId: (await api('POST', `${API_PREFIX}/addresses/`, buyer.token, { json: addressBody() })).id as number,
  });

  const buyer = await withAddress(await createBuyer(server.db, { latitude: 12.9716, longitude: 77.5946 }));
  const otherBuyer = await withAddress(await createBuyer(server.db, { latitude: 12.9716, longitude: 77.5946 }));
  const deactivated = await createBuyer(server.db);
  await server.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
  const seller = await createSeller(server.db, 'Matrix Supplier');
  const otherSeller = await createSeller(server.db, 'Other Matrix Supplier');
  const admin = await createAdmin(server.db);

  const products = await someProducts(server.db, 60);
  let nextProduct = 0;
  const unlistedProduct = () => {
    const product = products[nextProduct++];
    if (!product) throw new Error('the route table ran out of unlisted products: raise the count in buildWorld');
    return product.id;
  };
  const listingId = (
    await api('POST', `${API_PREFIX}/sellers/me/listings/`, seller.token, { json: { product_id: unlistedProduct(), price: 420.5, stock_quantity: 1_000_000 } })
  ).id as number;
  const productId = products[0]!.id;
  const [category] = await server.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Cement'));
  const [post] = await server.db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
  const submission = await api('POST', `${API_PREFIX}/real-estate/listings`, undefined, {
    multipart: () => {
      const form = new FormData();
      form.append('project_name', 'Matrix Meadows');
      form.append('image', new Blob([PNG], { type: 'image/png' }), 'plan.png');
      return form;
    },
  });

  return {
    server,
    tokens: {
      anonymous: undefined,
      buyer: buyer.token,
      otherBuyer: otherBuyer.token,
      seller: seller.token,
      otherSeller: otherSeller.token,
      admin: admin.token,
      deactivatedBuyer: deactivated.token,
    },
    buyer,
    otherBuyer,
    seller,
    otherSeller,
    admin,
    listingId,
    productId,
    categoryId: category!.id,
    blogSlug: post!.slug,
    realEstateId: submission.id,
    unique,
    unlistedProduct,
    api,
  };
}
