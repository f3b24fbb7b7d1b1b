import {
  RFQ_MESSAGES,
  type AddressInput,
  type BuyerRfq,
  type BuyerUser,
  type Cart,
  type Category,
  type Listing,
  type Order,
  type PincodeCheck,
  type Product,
  type QuoteRequest,
  type RfqRequest,
  type SiteInfo,
} from '@nirmaan/core';
import { FakeAdmin, type FakeAdminOptions } from './fakeAdmin.ts';
import { FakeBuyerRfqs } from './fakeBuyerRfqs.ts';
import { FakeCart } from './fakeCart.ts';
import { FakeContent, type FakeContentOptions } from './fakeContent.ts';
import { FakeOrders, orderDocumentResponse } from './fakeOrders.ts';
import { FakePriceAlerts, type FakePriceAlertsOptions } from './fakePriceAlerts.ts';
import { FakeSeller, type FakeSellerOptions } from './fakeSeller.ts';
import { DEMO_SITE } from './fakeSite.ts';
import { aListing, aProduct } from '@nirmaan/core/testing';

/** A small catalogue for stories and component tests, served by `installFakeApi`. */
export const FAKE_CATEGORIES: Category[] = [
  { id: 1, name: 'Cement', description: null, parent_id: null, product_count: 3 },
  { id: 2, name: 'OPC Cement', description: null, parent_id: 1, product_count: 2 },
  { id: 3, name: 'PPC Cement', description: null, parent_id: 1, product_count: 1 },
  { id: 4, name: 'TMT Bars', description: null, parent_id: null, product_count: 2 },
  { id: 5, name: 'Sand', description: null, parent_id: null, product_count: 1 },
];

const cement = { category_id: 2, category: 'OPC Cement', parent_category: { id: 1, name: 'Cement' } };
const steel = { category_id: 4, category: 'TMT Bars', parent_category: null };

export const FAKE_PRODUCTS: Product[] = [
  aProduct({ id: 1, ...cement }),
  aProduct({
    id: 2,
    ...cement,
    name: 'ACC Gold Water Shield OPC 43',
    master_sku: 'CEM-ACC-GOLD',
    brand: 'ACC',
    min_price: 425,
    listing_count: 2,
    specifications: { Grade: '43', Weight: '50 kg' },
  }),
  aProduct({
    id: 3,
    category_id: 3,
    category: 'PPC Cement',
    parent_category: { id: 1, name: 'Cement' },
    name: 'Dalmia PPC Cement',
    master_sku: 'CEM-DAL-PPC',
    brand: 'Dalmia',
    min_price: 360,
    listing_count: 1,
  }),
  aProduct({
    id: 4,
    ...steel,
    name: 'JSW Neosteel Fe 550D TMT Bar 12 mm',
    master_sku: 'TMT-JSW-12',
    brand: 'JSW',
    unit: 'Kg',
    typical_quantity: 1000,
    min_price: 68,
    listing_count: 3,
    specifications: { Diameter: '12 mm', Grade: 'Fe 550D' },
  }),
  aProduct({
    id: 5,
    ...steel,
    name: 'TATA Tiscon 500D TMT Bar 8 mm',
    master_sku: 'TMT-TATA-8',
    brand: 'TATA',
    unit: 'Kg',
    typical_quantity: 1000,
    min_price: 72,
    listing_count: 2,
    specifications: { Diameter: '8 mm', Grade: 'Fe 500D' },
  }),
  aProduct({
    id: 6,
    category_id: 5,
    category: 'Sand',
    parent_category: null,
    name: 'M-Sand (Manufactured Sand)',
    master_sku: 'SND-M',
    brand: null,
    unit: 'Ton',
    typical_quantity: 1,
    min_price: null,
    listing_count: 0,
    specifications: { Zone: 'II' },
  }),
];

const near = { distance_km: 3.2, delivery_charge: 330, landed_total: 730, delivery_radius_km: 80, within_reach: true };
const far = { distance_km: 14.8, delivery_charge: 620, landed_total: 1010, delivery_radius_km: 80, within_reach: true };

/** Listings of product 1: three sellers, one with little stock, one without seller details. */
export const FAKE_LISTINGS: Listing[] = [
  aListing({ id: 11, price: 400, stock_quantity: 500 }),
  aListing({
    id: 12,
    price: 390,
    stock_quantity: 30,
    seller: { id: 4, name: 'Chamundi Cement Depot', address: '45 Tumkur Road, Yeshwanthpur, Bangalore', phone: '+919800000002', city: 'Bangalore' },
  }),
  aListing({ id: 13, price: 415, stock_quantity: 120, seller: null }),
];

export const FAKE_LISTINGS_WITH_DELIVERY: Listing[] = [
  { ...(FAKE_LISTINGS[0] as Listing), delivery: near },
  { ...(FAKE_LISTINGS[1] as Listing), delivery: far },
  { ...(FAKE_LISTINGS[2] as Listing), delivery: null },
];

/** The signed-in buyer the fake answers for /users/me (any token is accepted). */
export const FAKE_BUYER: BuyerUser = {
  id: 1,
  phone: '+919876543210',
  email: 'buyer@example.com',
  first_name: 'Ravi',
  last_name: 'Kumar',
  latitude: null,
  longitude: null,
  language: null,
  is_admin: false,
  is_active: true,
  created_at: '2026-01-05T10:00:00Z',
};

export interface FakeApiOptions {
  products?: Product[];
  listings?: Listing[];
  /** Answer every call after this many ms. */
  delay?: number;
  /** Fail these paths (a prefix such as '/products/') with a 500. */
  failing?: string[];
  serviceablePincodes?: Record<string, string>;
  /** Items to put in the buyer's cart first: [listing id, quantity]. */
  cartItems?: Array<[number, number]>;
  /** Whether the buyer has a stored location (delivery estimates by distance). */
  hasLocation?: boolean;
  /** Saved addresses to start with. */
  addresses?: AddressInput[];
  /** Orders to start with (newest first). */
  orders?: Order[];
  /** The buyer's saved BOQs (GET /boq/saved). */
  savedBoqs?: unknown[];
  /** Told of each quote request sent. */
  onQuote?: (request: QuoteRequest) => void;
  /** Told of each request for quotation sent (POST /rfqs/ answers RFQ 51, sent to 3 suppliers). */
  onRfq?: (request: RfqRequest) => void;
  /** The buyer's requests for quotation with their offers (GET /rfqs). */
  buyerRfqs?: BuyerRfq[];
  /** The signed-in seller's listings, orders and CRM records (seller dashboard). */
  seller?: FakeSellerOptions;
  /** The admin area's users, sellers, default products, pincodes and leads (admin dashboard). */
  admin?: FakeAdminOptions;
  /** Affiliates and real-estate submissions. */
  content?: FakeContentOptions;
  /** What GET /site answers (default: the demo server's). */
  site?: SiteInfo;
  /** The buyer's price alerts and notifications. */
  priceAlerts?: FakePriceAlertsOptions;
  /** A token the fake refuses with a 401, like the server an expired or forged one. */
  expiredToken?: string;
}

/** The buyer POST /users/login accepts (the demo buyer), and the token it answers. */
export const FAKE_LOGIN = { username: '+919876543210', password: 'demo1234', token: 'fake-buyer-token' } as const;

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
}

function matches(product: Product, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${product.name} ${product.brand ?? ''} ${product.master_sku}`.toLowerCase();
  return words.every((word) => text.includes(word.slice(0, 4)));
}

/** As the server's match=most: when no product has every word, the words that some product has (null: every word matched). */
function matchedWords(products: readonly Product[], search: string, match: string | null): string | null {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (match !== 'most' || words.length < 2 || products.some((product) => matches(product, search))) return null;
  const kept = words.filter((word) => products.some((product) => matches(product, word)));
  return kept.length > 0 ? kept.join(' ') : null;
}

function cartAnswer(result: Cart | { status: number; detail: string }): Response {
  return 'status' in result ? json({ detail: result.detail }, { status: result.status }) : json(result);
}

interface FakeState {
  cart: FakeCart;
  orders: FakeOrders;
  buyer: BuyerUser;
  /** The signed-in buyer's password, for the Change Password form (FAKE_LOGIN's). */
  buyerPassword: string;
  seller: FakeSeller;
  admin: FakeAdmin;
  content: FakeContent;
  priceAlerts: FakePriceAlerts;
  buyerRfqs: FakeBuyerRfqs;
}

async function answer(request: Request, options: FakeApiOptions, state: FakeState): Promise<Response> {
  const { cart, orders } = state;
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const path = url.pathname.replace(/^.*\/api\/v1/, '');
  const products = options.products ?? FAKE_PRODUCTS;
  if (options.failing?.some((prefix) => path.startsWith(prefix))) return json({ detail: 'Something went wrong' }, { status: 500 });
  if (options.expiredToken && request.headers.get('authorization') === `Bearer ${options.expiredToken}`) {
    return json({ detail: 'Could not validate credentials' }, { status: 401 });
  }
  if (path === '/users/login' && method === 'POST') {
    const form = new URLSearchParams(await request.text());
    const known = form.get('username') === FAKE_LOGIN.username && form.get('password') === FAKE_LOGIN.password;
    return known ? json({ access_token: FAKE_LOGIN.token, token_type: 'bearer' }) : json({ detail: 'Invalid phone number or password' }, { status: 401 });
  }
  if (path === '/quotes' && method === 'POST') {
    const body = (await request.json()) as QuoteRequest;
    options.onQuote?.(body);
    return json({ id: 41, created_at: '2026-11-22T10:00:00Z' }, { status: 201 });
  }
  if (path === '/rfqs/' && method === 'POST') {
    options.onRfq?.((await request.json()) as RfqRequest);
    return json({ id: 51, sellers_asked: 3, message: RFQ_MESSAGES.sent(3) }, { status: 201 });
  }
  if (path === '/site') return json(options.site ?? DEMO_SITE);
  if (path === '/categories/') return json(FAKE_CATEGORIES);
  if (path === '/products/search-suggestions') {
    const q = url.searchParams.get('q') ?? '';
    return json(
      products
        .filter((product) => matches(product, q))
        .slice(0, 8)
        .map((p) => ({ id: p.id, name: p.display_name ?? p.name, master_sku: p.master_sku, category: p.category })),
    );
  }
  if (path === '/products/') {
    const categoryId = Number(url.searchParams.get('category_id'));
    const inCategory = products.filter((product) => !categoryId || product.category_id === categoryId || product.parent_category?.id === categoryId);
    const matched = matchedWords(inCategory, url.searchParams.get('search') ?? '', url.searchParams.get('match'));
    const search = matched ?? url.searchParams.get('search') ?? '';
    const found = inCategory.filter((product) => !search || matches(product, search));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return json(found.slice(offset, offset + limit), {
      headers: { 'x-total-count': String(found.length), ...(matched ? { 'x-matched-words': matched } : {}) },
    });
  }
  const listingsMatch = /^\/products\/(\d+)\/listings$/.exec(path);
  if (listingsMatch) return json(Number(listingsMatch[1]) === 1 ? (options.listings ?? FAKE_LISTINGS) : []);
  const productMatch = /^\/products\/(\d+)$/.exec(path);
  if (productMatch) {
    const product = products.find((candidate) => candidate.id === Number(productMatch[1]));
    return product ? json(product) : json({ detail: 'Product not found' }, { status: 404 });
  }
  const pincodeMatch = /^\/pincodes\/validate\/(\d{6})$/.exec(path);
  if (pincodeMatch) {
    const pincode = pincodeMatch[1] ?? '';
    const area = (options.serviceablePincodes ?? { '560001': 'MG Road' })[pincode];
    const check: PincodeCheck = area
      ? { pincode, serviceable: true, message: `Delivery available in ${area}, Bangalore`, city: 'Bangalore', area }
      : { pincode, serviceable: false, message: `Sorry, we do not deliver to ${pincode} yet`, city: null, area: null };
    return json(check);
  }
  if (path === '/users/me' && method === 'PUT') {
    const update = (await request.json()) as { first_name: string; last_name: string; email: string | null };
    if (update.email === 'taken@example.com') return json({ detail: 'Email already registered' }, { status: 409 });
    state.buyer = { ...state.buyer, ...update };
    return json(state.buyer);
  }
  if (path === '/users/me/password' && method === 'PUT') {
    const change = (await request.json()) as { current_password: string; new_password: string };
    if (change.current_password !== state.buyerPassword) return json({ detail: 'Your current password is not correct' }, { status: 400 });
    state.buyerPassword = change.new_password;
    return json({ access_token: 'fake-buyer-token-after-change', token_type: 'bearer' });
  }
  if (path === '/users/me') return json(state.buyer);
  if (path === '/users/me/location' && method === 'PUT') {
    state.buyer = { ...state.buyer, latitude: Number(url.searchParams.get('latitude')), longitude: Number(url.searchParams.get('longitude')) };
    return json(state.buyer);
  }
  if (path === '/addresses/' && method === 'GET') return json(orders.addresses);
  if (path === '/addresses/' && method === 'POST') return json(orders.addAddress((await request.json()) as AddressInput), { status: 201 });
  if (path === '/orders/') return json(orders.orders);
  const orderMatch = /^\/orders\/(\d+)$/.exec(path);
  if (orderMatch) {
    const order = orders.orders.find((candidate) => candidate.id === Number(orderMatch[1]));
    return order ? json(order) : json({ detail: 'Order not found' }, { status: 404 });
  }
  const documentMatch = /^\/orders\/(\d+)\/(invoice|credit-note)\.pdf$/.exec(path);
  if (documentMatch) {
    const order = orders.orders.find((candidate) => candidate.id === Number(documentMatch[1]));
    const number = documentMatch[2] === 'invoice' ? order?.invoice_number : order?.credit_note_number;
    return orderDocumentResponse(number);
  }
  const cancelMatch = /^\/orders\/(\d+)\/cancel$/.exec(path);
  if (cancelMatch && method === 'POST') {
    const outcome = orders.cancel(Number(cancelMatch[1]));
    return 'detail' in outcome ? json({ detail: outcome.detail }, { status: outcome.status }) : json(outcome);
  }
  if (path === '/cart/checkout' && method === 'POST') {
    const addressId = Number(url.searchParams.get('shipping_address_id'));
    const placed = orders.checkout(cart.cart(addressId), addressId, {
      buyer_gstin: url.searchParams.get('buyer_gstin'),
      buyer_business_name: url.searchParams.get('buyer_business_name'),
    });
    cart.clear();
    const [first] = placed;
    return first ? json({ ...first, order_ids: placed.map((order) => order.id) }, { status: 201 }) : json({ detail: 'Your cart is empty' }, { status: 400 });
  }
  if (path === '/boq/saved') return json(options.savedBoqs ?? []);
  if (path === '/cart/') {
    const addressId = url.searchParams.get('shipping_address_id');
    const estimate = cart.cart(addressId === null ? null : Number(addressId));
    // 110001 stands for a pincode Nirmaan does not deliver to, as the server's pincode check says.
    const pincode = orders.addresses.find((address) => address.id === Number(addressId))?.postal_code;
    return json(pincode === '110001' ? { ...estimate, address_not_served: `Sorry, we do not deliver to ${pincode} yet` } : estimate);
  }
  if (path === '/cart/clear' && method === 'DELETE') return json(cart.clear());
  if (path === '/cart/add' && method === 'POST') {
    const body = (await request.json()) as { listing_id: number; quantity: number };
    return cartAnswer(cart.add(body.listing_id, body.quantity));
  }
  const itemMatch = /^\/cart\/items\/(\d+)$/.exec(path);
  if (itemMatch && method === 'PUT') return cartAnswer(cart.update(Number(itemMatch[1]), ((await request.json()) as { quantity: number }).quantity));
  if (itemMatch && method === 'DELETE') return json(cart.remove(Number(itemMatch[1])));
  // One photo store for both: what a seller adds, the admin sees (and the other way round).
  if (path.startsWith('/sellers/me/products/'))
    return (await state.admin.productImages.answer(request, path, method)) ?? json({ detail: 'Not found' }, { status: 404 });
  if (path.startsWith('/rfqs')) return (await state.buyerRfqs.answer(request, path, method, url)) ?? json({ detail: 'Not found' }, { status: 404 });
  const sellerAnswer = await state.seller.answer(request, path, method, url);
  if (sellerAnswer) return sellerAnswer;
  const adminAnswer = await state.admin.answer(request, path, method, url);
  if (adminAnswer) return adminAnswer;
  const contentAnswer = await state.content.answer(request, path, method, url);
  if (contentAnswer) return contentAnswer;
  const alertsAnswer = await state.priceAlerts.answer(request, path, method);
  if (alertsAnswer) return alertsAnswer;
  return json({ detail: 'Not found' }, { status: 404 });
}

/** Replaces `fetch` with a fake Nirmaan API (catalogue, cart, addresses, orders, profile); returns the function that restores it. */
export function installFakeApi(given: FakeApiOptions = {}): () => void {
  // Its own copy of the fixtures: what a story or test changes through the fake API (a pincode
  // deactivated, a seller approved, stock taken) must not reach the shared fixtures the next one
  // starts from. `failing` stays the caller's: a test empties it to let the server recover.
  const { onQuote, onRfq, failing, ...fixtures } = given;
  const options: FakeApiOptions = { ...structuredClone({ products: FAKE_PRODUCTS, listings: FAKE_LISTINGS, ...fixtures }), onQuote, onRfq, failing };
  const realFetch = globalThis.fetch;
  const cart = new FakeCart({ products: options.products ?? FAKE_PRODUCTS, listings: options.listings ?? FAKE_LISTINGS }, options.hasLocation ?? true);
  for (const [listingId, quantity] of options.cartItems ?? []) cart.add(listingId, quantity);
  const orders = new FakeOrders();
  for (const address of options.addresses ?? []) orders.addAddress(address);
  orders.orders = [...(options.orders ?? [])];
  const hasLocation = options.hasLocation ?? true;
  const seller = new FakeSeller(options.products ?? FAKE_PRODUCTS, options.seller);
  const state: FakeState = {
    cart,
    orders,
    seller,
    admin: new FakeAdmin(options.admin),
    content: new FakeContent(options.content),
    priceAlerts: new FakePriceAlerts(options.priceAlerts),
    buyerRfqs: new FakeBuyerRfqs(options.buyerRfqs ?? [], orders),
    buyer: hasLocation ? { ...FAKE_BUYER, latitude: 12.9716, longitude: 77.5946 } : FAKE_BUYER,
    buyerPassword: FAKE_LOGIN.password,
  };
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    if (options.delay) await new Promise((resolve) => setTimeout(resolve, options.delay));
    return answer(request, options, state);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
