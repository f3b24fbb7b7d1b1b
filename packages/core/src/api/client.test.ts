import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenScope } from './authScope.ts';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';

interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Stubs the global fetch; every call is recorded and answered by `respond`. */
function stubFetch(respond: (url: string) => Response | Promise<Response> = () => json({})) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    return respond(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

const TOKENS: Record<TokenScope, string> = { buyer: 'buyer-token', seller: 'seller-token', admin: 'admin-token' };

function client(tokens: Partial<Record<TokenScope, string>> = TOKENS) {
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseURL: '/api/v1', getToken: (scope) => tokens[scope], onUnauthorized });
  return { api, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bearer token a call carries', () => {
  it('sends the buyer token on buyer routes', async () => {
    const { sent } = stubFetch();
    await client().api.get('/cart/');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer buyer-token');
  });

  it('sends the seller token on seller routes', async () => {
    const { sent } = stubFetch();
    const { api } = client();
    await api.get('/sellers/me/listings');
    await api.put('/orders/seller/orders/4/status', { status: 'shipped' });
    await api.get('/crm/contacts');
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual(['Bearer seller-token', 'Bearer seller-token', 'Bearer seller-token']);
  });

  it('sends the admin token on admin routes and pincode writes', async () => {
    const { sent } = stubFetch();
    const { api } = client();
    await api.get('/admin/users', { query: { limit: 50 } });
    await api.post('/pincodes/seed');
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual(['Bearer admin-token', 'Bearer admin-token']);
  });

  it('sends no Authorization header when the token for the route is not stored', async () => {
    const { sent } = stubFetch();
    await client({ buyer: 'buyer-token' }).api.get('/sellers/me');
    expect(sent[0]?.headers.has('authorization')).toBe(false);
  });

  it('follows an explicit scope, and sends nothing for auth none', async () => {
    const { sent } = stubFetch();
    const { api } = client();
    await api.get('/products/', { auth: 'seller' });
    await api.post('/boq/calculate', {}, { auth: 'none' });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer seller-token');
    expect(sent[1]?.headers.has('authorization')).toBe(false);
  });
});

describe('what a call sends', () => {
  it('goes to the API base plus the path, with the query minus null and undefined values', async () => {
    const { sent } = stubFetch(() => json([]));
    await client().api.get('/products/', { query: { search: 'cement', category_id: undefined, limit: 20, page: null } });
    expect(sent[0]?.url).toBe('/api/v1/products/?search=cement&limit=20');
    expect(sent[0]?.method).toBe('GET');
  });

  it('reads a base given as a function on every call', async () => {
    const { sent } = stubFetch();
    let base = '/api/v1';
    const api = createApiClient({ baseURL: () => base });
    await api.get('/categories/');
    base = 'https://api.nirmaan.example/api/v1';
    await api.get('/categories/');
    expect(sent.map((request) => request.url)).toEqual(['/api/v1/categories/', 'https://api.nirmaan.example/api/v1/categories/']);
  });

  it('sends bodies as JSON', async () => {
    const { sent } = stubFetch();
    await client().api.post('/cart/add', { listing_id: 3, quantity: 2 });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ listing_id: 3, quantity: 2 });
  });

  it('sends logins form-encoded: username and password', async () => {
    const { sent } = stubFetch(() => json({ access_token: 't', token_type: 'bearer' }));
    await client().api.postForm('/users/login', { username: '+919876543210', password: 'p@ss word&1' });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    const fields = new URLSearchParams(String(sent[0]?.body));
    expect(Object.fromEntries(fields)).toEqual({ username: '+919876543210', password: 'p@ss word&1' });
  });

  it('asks for JSON and uses PUT, PATCH and DELETE as named', async () => {
    const { sent } = stubFetch();
    const { api } = client();
    await api.put('/cart/items/1', { quantity: 3 });
    await api.patch('/crm/tasks/2', { status: 'completed' });
    await api.delete('/cart/items/1');
    expect(sent.map((request) => request.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
    expect(sent[0]?.headers.get('accept')).toBe('application/json');
  });

  it('asks for the language the widgets show, read at each call, without making a simple call need a preflight', async () => {
    const { sent } = stubFetch();
    let language = 'ta';
    const api = createApiClient({ baseURL: '/api/v1', language: () => language });
    await api.get('/products/');
    language = 'kn';
    await api.get('/products/', { headers: { 'accept-language': 'hi' } });
    await api.get('/products/');
    expect(sent.map((request) => request.headers.get('accept-language'))).toEqual(['ta', 'hi', 'kn']);
    // Fetch's CORS-safelisted request headers: accept and accept-language with these characters only.
    expect([...sent[0]!.headers.keys()].sort()).toEqual(['accept', 'accept-language']);
    expect(sent[0]!.headers.get('accept-language')).toMatch(/^[0-9A-Za-z *,.;=-]{1,128}$/);
  });

  it('uses the fetch it was given instead of the global one', async () => {
    const { fetchMock } = stubFetch();
    const own = vi.fn(async () => json({ ok: true }));
    const api = createApiClient({ baseURL: '/api/v1', fetch: own });
    expect(await api.get('/health')).toEqual({ ok: true });
    expect(own).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('what a call answers', () => {
  it('answers the parsed JSON body', async () => {
    stubFetch(() => json({ id: 7, name: 'OPC 53 Cement' }));
    expect(await client().api.get('/products/7')).toEqual({ id: 7, name: 'OPC 53 Cement' });
  });

  it('answers the body and the headers when asked', async () => {
    stubFetch(() => json([{ id: 1 }], 200, { 'x-total-count': '42' }));
    const { data, headers } = await client().api.getWithHeaders<unknown[]>('/products/');
    expect(data).toEqual([{ id: 1 }]);
    expect(headers.get('x-total-count')).toBe('42');
  });
});

describe('failed calls', () => {
  it("reject with an ApiError carrying the status and the server's detail", async () => {
    stubFetch(() => json({ detail: 'Not enough stock for River Sand' }, 409));
    const error = await failure(client().api.post('/cart/checkout'));
    expect(error.status).toBe(409);
    expect(error.detail).toBe('Not enough stock for River Sand');
    expect(error.message).toBe('Not enough stock for River Sand');
  });

  it('keep a zod-style list detail in the body, with no detail text', async () => {
    const detail = [{ loc: ['body', 'phone'], msg: 'field required', type: 'missing' }];
    stubFetch(() => json({ detail }, 422));
    const error = await failure(client().api.post('/users/register', {}));
    expect(error.status).toBe(422);
    expect(error.detail).toBeUndefined();
    expect(error.body).toEqual({ detail });
  });

  it('carry the field errors of a 422', async () => {
    stubFetch(() => json({ detail: 'Invalid input', errors: [{ field: 'phone', message: 'Phone number is required' }] }, 422));
    const error = await failure(client().api.post('/users/register', {}));
    expect(error.fieldErrors()).toEqual({ phone: 'Phone number is required' });
  });

  it('handle an error body that is not JSON', async () => {
    stubFetch(() => new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    const error = await failure(client().api.get('/products/'));
    expect(error.status).toBe(502);
    expect(error.detail).toBeUndefined();
    expect(error.message).toBe('Request failed with status 502');
  });

  it("say 'Network error. Please check your connection.' when no response arrives", async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    const { api, onUnauthorized } = client();
    const error = await failure(api.get('/cart/'));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Network error. Please check your connection.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('are not retried', async () => {
    const { fetchMock } = stubFetch(() => json({ detail: 'Server error' }, 500));
    await failure(client().api.get('/products/'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('the 401 rule (spec §6)', () => {
  it('reports a 401 from an ordinary call, then still rejects with it', async () => {
    stubFetch(() => json({ detail: 'Not authenticated' }, 401));
    const { api, onUnauthorized } = client();
    const error = await failure(api.get('/cart/'));
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('/cart/');
    expect(error.status).toBe(401);
    expect(error.detail).toBe('Not authenticated');
  });

  it('does not report a 401 from a login call, which just surfaces the error', async () => {
    stubFetch(() => json({ detail: 'Invalid phone number or password' }, 401));
    const { api, onUnauthorized } = client();
    for (const path of ['/users/login', '/sellers/login', '/users/firebase-login']) {
      const error = await failure(api.postForm(path, { username: 'u', password: 'p' }));
      expect(error.detail).toBe('Invalid phone number or password');
    }
    await failure(api.post('/admin/login', { email: 'a@b.co', password: 'p' }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not report other statuses such as 403', async () => {
    stubFetch(() => json({ detail: 'Forbidden' }, 403));
    const { api, onUnauthorized } = client();
    await failure(api.get('/admin/users'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('calls that end early or answer nothing', () => {
  it('answer undefined for an empty 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect(await client().api.delete('/cart/items/1')).toBeUndefined();
  });

  it('fail like a network error when the timeout runs out', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const api = createApiClient({ baseURL: '/api/v1', fetch: fetchMock, timeout: 5000 });
      const pending = failure(api.get('/products/'));
      await vi.advanceTimersByTimeAsync(5000);
      const error = await pending;
      expect(error.isNetworkError).toBe(true);
      expect(error.message).toBe('Network error. Please check your connection.');
    } finally {
      vi.useRealTimers();
    }
  });

  it("stop when the caller's signal aborts", async () => {
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const controller = new AbortController();
    const api = createApiClient({ baseURL: '/api/v1', fetch: fetchMock, timeout: 60_000 });
    const pending = failure(api.get('/products/', { signal: controller.signal }));
    controller.abort();
    expect((await pending).status).toBe(0);
  });
});
