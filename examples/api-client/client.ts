import type { operations } from './nirmaanApi.ts';

/*
 * A sample integration (docs/integrate-api.md): a dealer's system lists products, signs a buyer
 * in and places an order, typed by nirmaanApi.ts, which openapi-typescript generates from the
 * served OpenAPI document (npm run api:types). `npm run typecheck` compiles this file against
 * them, so a contract change that breaks integrators breaks the build here first.
 */

type Success<Name extends keyof operations> = operations[Name]['responses'] extends { 200: { content: { 'application/json': infer Body } } } ? Body : never;
type Query<Name extends keyof operations> = operations[Name]['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
type JsonBody<Name extends keyof operations> = operations[Name] extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

/** A failure of the API: its status and `{"detail"}`. */
export class ApiError extends Error {
  status: number;
  constructor(status: number, detail: string) {
    super(detail);
    this.status = status;
  }
}

/** A client of one Nirmaan server, e.g. `new NirmaanClient('https://nirmaan.example')`. */
export class NirmaanClient {
  private token: string | undefined;
  private readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
  }

  private async request<T>(method: string, path: string, options: { query?: object; json?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
    const url = new URL(`${this.baseUrl}/api/v1${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = { ...options.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method, headers, body: options.json === undefined ? null : JSON.stringify(options.json) });
    const body = (await response.json()) as unknown;
    if (!response.ok) throw new ApiError(response.status, (body as { detail?: string }).detail ?? response.statusText);
    return body as T;
  }

  /** A page of the catalogue and the number of matches (X-Total-Count). */
  listProducts(query: Query<'listProducts'>): Promise<Success<'listProducts'>> {
    return this.request('GET', '/products', { query });
  }

  /** The sellers' listings of a product, cheapest first. */
  listProductListings(productId: number): Promise<Success<'listProductListings'>> {
    return this.request('GET', `/products/${productId}/listings`);
  }

  /** Signs a buyer in; later calls carry the bearer token. */
  async signInBuyer(credentials: JsonBody<'signInBuyer'>): Promise<void> {
    const { access_token } = await this.request<Success<'signInBuyer'>>('POST', '/users/login', { json: credentials });
    this.token = access_token;
  }

  /** Puts a quantity of a seller's listing in the signed-in buyer's cart. */
  addToCart(item: JsonBody<'addToCart'>): Promise<Success<'addToCart'>> {
    return this.request('POST', '/cart/add', { json: item });
  }

  /**
   * Places the cart as an order. The idempotency key makes a retry after a lost answer return the
   * same order instead of placing a second one.
   */
  checkout(query: Query<'checkout'>, idempotencyKey: string): Promise<Success<'checkout'>> {
    return this.request('POST', '/cart/checkout', { query, headers: { 'idempotency-key': idempotencyKey } });
  }
}

/** The sample flow: find cement, sign in, add the cheapest listing, place the order. */
export async function orderCement(client: NirmaanClient, username: string, password: string, addressId: number): Promise<Success<'checkout'>> {
  const products = await client.listProducts({ search: 'cement', limit: '1' });
  const product = products[0];
  if (!product) throw new Error('No cement in the catalogue');
  await client.signInBuyer({ username, password });
  const listings = await client.listProductListings(product.id);
  await client.addToCart({ listing_id: listings[0]!.id, quantity: 10 });
  return client.checkout({ shipping_address_id: String(addressId) }, crypto.randomUUID());
}
