import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createAdminCatalogueApi } from './adminCatalogueApi.ts';

const BASE = 'http://api.test/api/v1';

function recordingApi(body: unknown = [], headers: Record<string, string> = {}) {
  const calls: Array<{ method: string; url: string; auth: string | null; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ method: request.method, url: request.url, auth: request.headers.get('authorization'), body: init?.body });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
  });
  const client = createApiClient({ baseURL: BASE, getToken: (scope) => `${scope}-token`, fetch, onUnauthorized: vi.fn() });
  return { api: createAdminCatalogueApi(client), calls };
}

describe('adminCatalogueApi', () => {
  it('pages the products with the search and filters given, its total from X-Total-Count', async () => {
    const { api, calls } = recordingApi([{ id: 1 }], { 'x-total-count': '40' });
    const page = await api.listProducts({ q: ' cement ', category_id: 3, active: false, offset: 25 });
    expect(page).toEqual({ items: [{ id: 1 }], total: 40, offset: 25 });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${BASE}/admin/catalogue/products?q=cement&category_id=3&active=false&limit=25&offset=25`,
      auth: 'Bearer admin-token',
    });
    await api.listProducts();
    expect(calls[1]!.url).toBe(`${BASE}/admin/catalogue/products?limit=25`);
  });

  it('sends every change with the admin token to its route', async () => {
    const { api, calls } = recordingApi({});
    await api.product(4);
    await api.setProductActive(4, false);
    await api.updateProduct(4, { name: 'OPC' });
    await api.listCategories();
    await api.updateCategory(2, { parent_id: null });
    await api.deleteCategory(2);
    expect(calls.map((call) => [call.method, call.url.replace(BASE, ''), call.body ?? null, call.auth])).toEqual([
      ['GET', '/admin/catalogue/products/4', null, 'Bearer admin-token'],
      ['PUT', '/admin/catalogue/products/4/active', '{"active":false}', 'Bearer admin-token'],
      ['PUT', '/admin/catalogue/products/4', '{"name":"OPC"}', 'Bearer admin-token'],
      ['GET', '/admin/catalogue/categories', null, 'Bearer admin-token'],
      ['PUT', '/admin/catalogue/categories/2', '{"parent_id":null}', 'Bearer admin-token'],
      ['DELETE', '/admin/catalogue/categories/2', null, 'Bearer admin-token'],
    ]);
  });
});
