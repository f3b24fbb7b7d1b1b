import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { DEFAULT_BOQ_REQUEST } from '../../../calculators/src/boq/index.ts';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from '../accounts/bootstrap.ts';
import { API_PREFIX } from '../app.ts';
import { signPhoneProof } from '../auth/tokens.ts';
import { blogPosts, categories, users } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { OtpService } from '../otp/otpService.ts';
import { createAdmin, type TestAdmin } from './adminFixtures.ts';
import { createSeller, someProducts, type TestSeller } from './sellerFixtures.ts';
import { addressBody, createBuyer, type TestBuyer } from './shopFixtures.ts';
import { latestOtp, TEST_CONFIG, type TestServer } from './testServer.ts';

/*
 * Who may call each API route: the table the route × role matrix (routes/routeMatrix.api.test.ts)
 * and the bad-input fuzzing (routes/fuzz.api.test.ts) read. Default deny: a route the server has
 * and this table lacks fails both tests. Each entry also says how to make a request that would
 * succeed for an allowed caller (path parameters of real rows owned by "buyer" or "seller", a
 * minimal valid body), made afresh for every call, so a DELETE by one caller leaves the next its own row.
 */

/** The callers every route is tried with. */
export const CALLERS = ['anonymous', 'buyer', 'otherBuyer', 'seller', 'otherSeller', 'admin', 'deactivatedBuyer'] as const;
export type Caller = (typeof CALLERS)[number];

/** Who may call a route: anyone, or a signed-in account of these roles (an active one). */
export type Access = 'public' | 'buyer' | 'seller' | 'admin' | 'buyer-or-seller';

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

export interface RouteRule {
  access: Access;
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

// ---- the world: accounts and rows the requests refer to ------------------------------------------

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
    if (!(name in params)) throw new Error(`${url}: no value for :${name} (add it to the route's request in testing/routeTable.ts)`);
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
  const withAddress = async (buyer: TestBuyer) => ({ ...buyer, addressId: (await api('POST', `${API_PREFIX}/addresses/`, buyer.token, { json: addressBody() })).id as number });

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
  const listingId = (await api('POST', `${API_PREFIX}/sellers/me/listings/`, seller.token, { json: { product_id: unlistedProduct(), price: 420.5, stock_quantity: 1_000_000 } })).id as number;
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
    tokens: { anonymous: undefined, buyer: buyer.token, otherBuyer: otherBuyer.token, seller: seller.token, otherSeller: otherSeller.token, admin: admin.token, deactivatedBuyer: deactivated.token },
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

// ---- rows made afresh for one request ------------------------------------------------------------

const v1 = (path: string) => `${API_PREFIX}${path}`;
const phoneFor = (world: World) => String(7_000_000_000 + world.unique());

const fresh = {
  address: async (world: World) => (await world.api('POST', v1('/addresses/'), world.buyer.token, { json: addressBody({ address_line1: `${world.unique()}, Matrix Road` }) })).id as number,
  cartItem: async (world: World, token: string) => {
    const cart = await world.api('POST', v1('/cart/add'), token, { json: { listing_id: world.listingId, quantity: 1 } });
    return (cart.cart_items as Array<{ id: number; listing: { id: number } }>).find((item) => item.listing.id === world.listingId)!.id;
  },
  /** A pending order of "buyer" for one unit of "seller"'s listing. */
  order: async (world: World) => {
    await world.api('DELETE', v1('/cart/clear'), world.buyer.token);
    await fresh.cartItem(world, world.buyer.token);
    return (await world.api('POST', v1('/cart/checkout'), world.buyer.token, { query: { shipping_address_id: world.buyer.addressId } })).id as number;
  },
  listing: async (world: World) => (await world.api('POST', v1('/sellers/me/listings/'), world.seller.token, { json: { product_id: world.unlistedProduct(), price: 99.5, stock_quantity: 10 } })).id as number,
  contact: async (world: World) => (await world.api('POST', v1('/crm/contacts'), world.seller.token, { json: { name: `Contact ${world.unique()}` } })).id as number,
  lead: async (world: World) => (await world.api('POST', v1('/crm/leads'), world.seller.token, { json: { title: `Lead ${world.unique()}`, listing_id: world.listingId, quantity: 1 } })).id as number,
  task: async (world: World) => (await world.api('POST', v1('/crm/tasks'), world.seller.token, { json: { title: `Task ${world.unique()}` } })).id as number,
  defaultProduct: async (world: World) => (await world.api('POST', v1('/admin/default-products/'), world.admin.token, { json: { name: `Matrix Cement ${world.unique()}`, category_name: 'Cement', unit: 'Bag' } })).id as number,
  affiliate: async (world: World) => (await world.api('POST', v1('/affiliates/'), world.admin.token, { json: { title: `Partner ${world.unique()}`, url: 'https://example.com/' } })).id as number,
  pincode: async (world: World) => {
    const pincode = String(700_000 + world.unique());
    await world.api('POST', v1('/pincodes/'), world.admin.token, { json: { pincode, city: 'Matrixpur', state: 'Karnataka' } });
    return pincode;
  },
};

const csvUpload = (csv: string) => () => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'upload.csv');
  return form;
};

const signedInAs = (world: World, caller: Caller) => world.tokens[caller];

// ---- the table -----------------------------------------------------------------------------------

/** Every API route, as `METHOD path` (Fastify's path, `:name` parameters, no trailing slash). */
export const ROUTE_TABLE: Record<string, RouteRule> = {
  'GET /api/v1/health': { access: 'public' },

  // ---- buyer accounts (/users) ----
  'POST /api/v1/users/register': { access: 'public', request: (world) => ({ json: { phone: phoneFor(world), password: 'secret123', first_name: 'Matrix' } }) },
  'POST /api/v1/users/login': { access: 'public', request: () => ({ form: { username: DEMO_ACCOUNTS.buyer.phone, password: DEMO_ACCOUNTS.buyer.password } }) },
  'GET /api/v1/users/me': { access: 'buyer' },
  'PUT /api/v1/users/me/location': { access: 'buyer', request: () => ({ query: { latitude: 12.9716, longitude: 77.5946 } }) },
  'POST /api/v1/users/otp/send': { access: 'public', request: (world) => ({ json: { phone: phoneFor(world) } }) },
  'POST /api/v1/users/otp/verify': {
    access: 'public',
    request: async (world) => {
      const phone = `+91${phoneFor(world)}`;
      await new OtpService({ db: world.server.db, sms: world.server.outbox, secret: TEST_CONFIG.jwtSecret }).send(phone, 'buyer-phone');
      return { json: { phone, code: latestOtp(world.server.outbox, phone) } };
    },
    refusalMayWrite: 'a wrong code counts as one of the 3 tries of the phone’s code',
  },
  'POST /api/v1/users/firebase-login': {
    access: 'public',
    request: async () => {
      const phone = `+91${DEMO_ACCOUNTS.buyer.phone}`;
      return { json: { phone, firebase_uid: await signPhoneProof(TEST_CONFIG.jwtSecret, phone) } };
    },
  },
  'POST /api/v1/users/firebase-register': {
    access: 'public',
    request: async (world) => {
      const phone = `+91${phoneFor(world)}`;
      return { json: { phone, password: 'secret123', first_name: 'Matrix', firebase_uid: await signPhoneProof(TEST_CONFIG.jwtSecret, phone) } };
    },
  },

  // ---- seller accounts (/sellers) ----
  'POST /api/v1/sellers/register': { access: 'public', request: (world) => ({ json: { name: 'Matrix Traders', email: `register-${world.unique()}@matrix.example`, password: 'secret123' } }) },
  'POST /api/v1/sellers/login': { access: 'public', request: () => ({ form: { username: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password } }) },
  'GET /api/v1/sellers/me': { access: 'seller' },
  'PUT /api/v1/sellers/me': { access: 'seller', request: (world, caller) => ({ json: { name: 'Matrix Supplier', email: `${caller.toLowerCase()}-${world.unique()}@matrix.example` } }) },

  // ---- the seller's listings, orders and default products ----
  'GET /api/v1/sellers/me/listings': { access: 'seller' },
  'POST /api/v1/sellers/me/listings': { access: 'seller', request: (world) => ({ json: { product_id: world.unlistedProduct(), price: 350, stock_quantity: 5 } }) },
  'GET /api/v1/sellers/me/listings/export': { access: 'seller' },
  'POST /api/v1/sellers/me/listings/upload': { access: 'seller', request: (world) => ({ multipart: csvUpload(`listing_id,price\n${world.listingId},420.50\n`) }) },
  'PUT /api/v1/sellers/me/listings/:id': { access: 'seller', owner: 'seller', request: async (world) => ({ params: { id: await fresh.listing(world) }, json: { price: 101 } }) },
  'DELETE /api/v1/sellers/me/listings/:id': { access: 'seller', owner: 'seller', request: async (world) => ({ params: { id: await fresh.listing(world) } }) },
  'GET /api/v1/sellers/me/orders': { access: 'seller' },
  'GET /api/v1/sellers/me/default-products': { access: 'seller' },
  'PUT /api/v1/orders/seller/orders/:id/status': { access: 'seller', owner: 'seller', request: async (world) => ({ params: { id: await fresh.order(world) }, json: { status: 'processing' } }) },

  // ---- admin ----
  'POST /api/v1/admin/login': { access: 'public', request: () => ({ json: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } }) },
  'GET /api/v1/admin/me': { access: 'admin' },
  'GET /api/v1/admin/dashboard/stats': { access: 'admin' },
  'GET /api/v1/admin/recent-activity': { access: 'admin' },
  'GET /api/v1/admin/users': { access: 'admin', request: () => ({ query: { search: 'Test', limit: 5 } }) },
  'GET /api/v1/admin/sellers': { access: 'admin', request: () => ({ query: { search: 'Matrix', limit: 5 } }) },
  'PUT /api/v1/admin/users/:id/toggle-status': { access: 'admin', request: async (world) => ({ params: { id: (await createBuyer(world.server.db)).id } }) },
  'PUT /api/v1/admin/sellers/:id/toggle-status': { access: 'admin', request: async (world) => ({ params: { id: (await createSeller(world.server.db)).id } }) },
  'GET /api/v1/admin/chatbot-inquiries': { access: 'admin' },
  'GET /api/v1/admin/quotes': { access: 'admin' },
  'GET /api/v1/admin/default-products': { access: 'admin', request: () => ({ query: { search: 'cement' } }) },
  'GET /api/v1/admin/default-products/stats': { access: 'admin' },
  'POST /api/v1/admin/default-products': { access: 'admin', request: (world) => ({ json: { name: `Matrix Sand ${world.unique()}`, category_name: 'Sand', unit: 'Cft', rate: 55.5 } }) },
  'PUT /api/v1/admin/default-products/:id': { access: 'admin', request: async (world) => ({ params: { id: await fresh.defaultProduct(world) }, json: { rate: 400 } }) },
  'DELETE /api/v1/admin/default-products/:id': { access: 'admin', request: async (world) => ({ params: { id: await fresh.defaultProduct(world) } }) },
  'GET /api/v1/admin/real-estate': { access: 'admin' },
  'GET /api/v1/admin/real-estate/:id/image': { access: 'admin', request: (world) => ({ params: { id: world.realEstateId } }) },

  // ---- the catalogue, prices and places (anyone) ----
  'GET /api/v1/categories': { access: 'public' },
  'GET /api/v1/products': { access: 'public', request: (world) => ({ query: { search: 'cement', category_id: world.categoryId, limit: 5 } }) },
  'GET /api/v1/products/search-suggestions': { access: 'public', request: () => ({ query: { q: 'ultratech' } }) },
  'GET /api/v1/products/:id': { access: 'public', request: (world) => ({ params: { id: world.productId } }) },
  'GET /api/v1/products/:id/listings': { access: 'public', request: (world) => ({ params: { id: world.productId }, query: { quantity: 2 } }) },
  'GET /api/v1/price-board': { access: 'public', request: () => ({ query: { city: 'Chennai', category: 'Cement' } }) },
  'GET /api/v1/pincodes/validate/:pincode': { access: 'public', request: () => ({ params: { pincode: '560034' } }) },
  'GET /api/v1/dev/outbox': { access: 'public', request: () => ({ query: { phone: '+919876543210' } }) },

  // ---- pincode management (admin) ----
  'GET /api/v1/pincodes': { access: 'admin', request: () => ({ query: { city: 'Bangalore', limit: 10 } }) },
  'POST /api/v1/pincodes': { access: 'admin', request: (world) => ({ json: { pincode: String(800_000 + world.unique()), city: 'Matrixpur', state: 'Tamil Nadu', area: 'Centre' } }) },
  'POST /api/v1/pincodes/seed': { access: 'admin' },
  'PUT /api/v1/pincodes/:pincode': { access: 'admin', request: async (world) => ({ params: { pincode: await fresh.pincode(world) }, json: { area: 'North' } }) },
  'DELETE /api/v1/pincodes/:pincode': { access: 'admin', request: async (world) => ({ params: { pincode: await fresh.pincode(world) } }) },

  // ---- leads from visitors (anyone) ----
  'POST /api/v1/quotes': { access: 'public', request: (world) => ({ json: { name: 'Matrix Visitor', email: 'visitor@example.com', phone: '9876543210', material: 'Cement', quantity: 10, unit: 'Bags', product_id: world.productId } }) },
  'GET /api/v1/chatbot/categories': { access: 'public' },
  'GET /api/v1/chatbot/categories/:id/products': { access: 'public', request: (world) => ({ params: { id: world.categoryId } }) },
  'POST /api/v1/chatbot/inquiry': { access: 'public', request: (world) => ({ json: { buyer_name: 'Matrix Visitor', phone_number: '9876543210', category_id: world.categoryId, product_id: world.productId } }) },
  'POST /api/v1/real-estate/listings': {
    access: 'public',
    request: () => ({
      multipart: () => {
        const form = new FormData();
        form.append('project_name', 'Matrix Heights');
        form.append('location', 'Whitefield');
        return form;
      },
    }),
  },

  // ---- BOQ ----
  'POST /api/v1/boq/calculate': { access: 'public', request: () => ({ json: DEFAULT_BOQ_REQUEST }) },
  'POST /api/v1/boq/save': { access: 'buyer', request: () => ({ json: DEFAULT_BOQ_REQUEST }) },
  'GET /api/v1/boq/saved': { access: 'buyer' },

  // ---- the buyer's addresses, cart and orders ----
  'GET /api/v1/addresses': { access: 'buyer' },
  'POST /api/v1/addresses': { access: 'buyer', request: () => ({ json: addressBody() }) },
  'PUT /api/v1/addresses/:id': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.address(world) }, json: addressBody({ city: 'Bangalore' }) }) },
  'DELETE /api/v1/addresses/:id': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.address(world) } }) },
  'PUT /api/v1/addresses/:id/default': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.address(world) } }) },
  'GET /api/v1/cart': { access: 'buyer' },
  'POST /api/v1/cart/add': { access: 'buyer', request: (world) => ({ json: { listing_id: world.listingId, quantity: 1 } }) },
  'PUT /api/v1/cart/items/:id': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.cartItem(world, world.buyer.token) }, json: { quantity: 2 } }) },
  'DELETE /api/v1/cart/items/:id': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.cartItem(world, world.buyer.token) } }) },
  'DELETE /api/v1/cart/clear': { access: 'buyer' },
  'POST /api/v1/cart/checkout': {
    access: 'buyer',
    owner: 'buyer',
    // The caller's own cart holds an item, so "buyer"'s address is the only reason to refuse another buyer.
    request: async (world, caller) => {
      const token = signedInAs(world, caller);
      if (token && (caller === 'buyer' || caller === 'otherBuyer')) await fresh.cartItem(world, token);
      return { query: { shipping_address_id: world.buyer.addressId } };
    },
  },
  'GET /api/v1/orders': { access: 'buyer' },
  'GET /api/v1/orders/:id': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.order(world) } }) },
  'POST /api/v1/orders/:id/cancel': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.order(world) } }) },

  // ---- the seller's CRM ----
  'GET /api/v1/crm/contacts': { access: 'seller', request: () => ({ query: { limit: 10 } }) },
  'POST /api/v1/crm/contacts': { access: 'seller', request: () => ({ json: { name: 'Suresh Gowda', email: 'suresh@example.com', phone: '9876543210', company: 'Gowda Builders' } }) },
  'GET /api/v1/crm/contacts/export': { access: 'seller' },
  'POST /api/v1/crm/contacts/import': { access: 'seller', request: () => ({ multipart: csvUpload('name,email\nImported Person,imported@example.com\n') }) },
  'PUT /api/v1/crm/contacts/:id': { access: 'seller', owner: 'seller', request: async (world) => ({ params: { id: await fresh.contact(world) }, json: { company: 'Changed Co' } }) },
  'DELETE /api/v1/crm/contacts/:id': { access: 'seller', owner: 'seller', request: async (world) => ({ params: { id: await fresh.contact(world) } }) },
  'GET /api/v1/crm/leads': { access: 'seller', request: () => ({ query: { limit: 10 } }) },
  'POST /api/v1/crm/leads': { access: 'seller', request: () => ({ json: { title: 'Cement for a G+1', stage: 'new', value_amount: 25000, quantity: 50 } }) },
  'GET /api/v1/crm/leads/export': { access: 'seller' },
  'POST /api/v1/crm/leads/import': { access: 'seller', request: () => ({ multipart: csvUpload('title,stage\nImported lead,new\n') }) },
  'PUT /api/v1/crm/leads/:id': { access: 'seller', owner: 'seller', request: async (world) => ({ params: { id: await fresh.lead(world) }, json: { stage: 'qualified' } }) },
  'DELETE /api/v1/crm/leads/:id': { access: 'seller', owner: 'seller', request: async (world) => ({ params: { id: await fresh.lead(world) } }) },
  'POST /api/v1/crm/leads/:id/convert-to-order': { access: 'seller', owner: 'seller', request: async (world) => ({ params: { id: await fresh.lead(world) }, query: { quantity: 1 } }) },
  'GET /api/v1/crm/tasks': { access: 'seller', request: () => ({ query: { limit: 10 } }) },
  'POST /api/v1/crm/tasks': { access: 'seller', request: () => ({ json: { title: 'Call back about TMT', due_date: '2030-01-15', priority: 'high' } }) },
  'GET /api/v1/crm/tasks/reminders': { access: 'seller' },
  'PUT /api/v1/crm/tasks/:id': { access: 'seller', owner: 'seller', request: async (world) => ({ params: { id: await fresh.task(world) }, json: { status: 'completed' } }) },
  'DELETE /api/v1/crm/tasks/:id': { access: 'seller', owner: 'seller', request: async (world) => ({ params: { id: await fresh.task(world) } }) },
  'GET /api/v1/crm/stats': { access: 'seller' },

  // ---- content: blog and affiliates ----
  'GET /api/v1/blog': { access: 'public', request: () => ({ query: { limit: 5 } }) },
  'GET /api/v1/blog/:slug': { access: 'public', request: (world) => ({ params: { slug: world.blogSlug } }) },
  'POST /api/v1/blog': { access: 'admin', request: (world) => ({ json: { title: 'Curing concrete', slug: `curing-concrete-${world.unique()}`, content: '<p>Keep it wet for seven days.</p>', category: 'Guides' } }) },
  'GET /api/v1/affiliates': { access: 'public', request: () => ({ query: { only_active: 'true' } }) },
  'GET /api/v1/affiliates/all': { access: 'admin' },
  'POST /api/v1/affiliates': { access: 'admin', request: (world) => ({ json: { title: `Paint partner ${world.unique()}`, url: 'https://example.com/paint', description: 'Colours' } }) },
  'PUT /api/v1/affiliates/:id': { access: 'admin', request: async (world) => ({ params: { id: await fresh.affiliate(world) }, json: { sort_order: 3 } }) },
  'DELETE /api/v1/affiliates/:id': { access: 'admin', request: async (world) => ({ params: { id: await fresh.affiliate(world) } }) },
};

// ---- routes as the server has them ------------------------------------------------------------------

export interface ApiRoute {
  method: string;
  /** Fastify's path, e.g. /api/v1/addresses/:id (one of the with- and without-slash twins). */
  url: string;
  /** The table's key: `METHOD path` without a trailing slash. */
  key: string;
  options: RouteOptions;
}

/**
 * The API routes among those Fastify's onRoute hook saw: every method but the HEAD twins of GETs,
 * under /api/v1, one per `METHOD path` (a prefix's `/` route exists with and without its slash).
 */
export function apiRoutes(routes: RouteOptions[]): ApiRoute[] {
  const found = new Map<string, ApiRoute>();
  for (const options of routes) {
    if (!options.url.startsWith(`${API_PREFIX}/`)) continue;
    for (const method of [options.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const path = options.url.length > 1 ? options.url.replace(/\/$/, '') : options.url;
      const key = `${method} ${path}`;
      if (!found.has(key)) found.set(key, { method, url: options.url, key, options });
    }
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The roles that may call a route. */
export function allowedRoles(access: Access): Array<'buyer' | 'seller' | 'admin'> {
  if (access === 'public') return [];
  if (access === 'buyer-or-seller') return ['buyer', 'seller'];
  return [access];
}

/** The account role of a caller (anonymous has none). */
export function roleOf(caller: Caller): 'buyer' | 'seller' | 'admin' | null {
  if (caller === 'anonymous') return null;
  if (caller === 'admin') return 'admin';
  return caller.toLowerCase().includes('seller') ? 'seller' : 'buyer';
}

/** The message a route missing from the table fails with. */
export const missingRouteMessage = (keys: string[]) =>
  `These API routes are not in packages/server/src/testing/routeTable.ts (default deny): ${keys.join(', ')}. ` +
  "Add each with who may call it (access: 'public' | 'buyer' | 'seller' | 'admin' | 'buyer-or-seller'), owner when its path names a buyer's or seller's row, and a request that succeeds.";
