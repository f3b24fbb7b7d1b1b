import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createSellerApi, fetchSellerCsv } from './sellerApi.ts';

function recordingClient(body: unknown = []) {
  const calls: Array<{ method: string; url: string; auth: string | null; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ method: request.method, url: request.url, auth: request.headers.get('authorization'), body: init?.body });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  const client = createApiClient({ baseURL: 'http://api.test/api/v1', getToken: (scope) => `${scope}-token`, fetch });
  return { api: createSellerApi(client), calls };
}

describe('sellerApi', () => {
  it('sends the seller token to the seller, order-status and CRM calls', async () => {
    const { api, calls } = recordingClient();
    await api.listListings();
    await api.setOrderStatus(7, 'processing');
    await api.listTasks();
    await api.convertLead(3, 4);
    expect(calls.map((call) => [call.method, call.url, call.auth])).toEqual([
      ['GET', 'http://api.test/api/v1/sellers/me/listings', 'Bearer seller-token'],
      ['PUT', 'http://api.test/api/v1/orders/seller/orders/7/status', 'Bearer seller-token'],
      ['GET', 'http://api.test/api/v1/crm/tasks?limit=100', 'Bearer seller-token'],
      ['POST', 'http://api.test/api/v1/crm/leads/3/convert-to-order?quantity=4', 'Bearer seller-token'],
    ]);
  });

  it('uploads a CSV as multipart field "file"', async () => {
    const { api, calls } = recordingClient({ updated_listings: 1, created_history: 1, errors: [] });
    await api.uploadListings(new Blob(['listing_id,price\n1,400\n'], { type: 'text/csv' }));
    const body = calls[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('listings.csv');
  });

  it('downloads an export with the seller token; a 401 runs the 401 rule and fails', async () => {
    const fetch = vi.fn(async () => new Response('id,price\n1,400\n', { headers: { 'content-type': 'text/csv' } }));
    const onUnauthorized = vi.fn();
    const blob = await fetchSellerCsv('listings', { baseUrl: () => '/api/v1', token: () => 'tok', onUnauthorized, fetch });
    expect(await blob.text()).toBe('id,price\n1,400\n');
    expect(fetch).toHaveBeenCalledWith('/api/v1/sellers/me/listings/export', { headers: { accept: 'text/csv', authorization: 'Bearer tok' } });
    const denied = vi.fn(async () => new Response('{}', { status: 401 }));
    await expect(fetchSellerCsv('leads', { baseUrl: () => '/api/v1', token: () => null, onUnauthorized, fetch: denied })).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
