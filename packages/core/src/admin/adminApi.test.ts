import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createSellerApi } from '../seller/sellerApi.ts';
import { createAdminApi } from './adminApi.ts';
import { createPincodeAdminApi } from './pincodeApi.ts';

function recordingClient(body: unknown = [], headers: Record<string, string> = {}) {
  const calls: Array<{ method: string; url: string; auth: string | null; body: unknown; type: string | null }> = [];
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({
      method: request.method,
      url: request.url,
      auth: request.headers.get('authorization'),
      body: init?.body,
      type: request.headers.get('content-type'),
    });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
  });
  const client = createApiClient({ baseURL: 'http://api.test/api/v1', getToken: (scope) => `${scope}-token`, fetch, onUnauthorized });
  return { api: createAdminApi(client), pincodes: createPincodeAdminApi(client), client, calls, onUnauthorized };
}

const BASE = 'http://api.test/api/v1';

describe('adminApi', () => {
  it('sends the admin token to every admin call', async () => {
    const { api, calls } = recordingClient({});
    await api.dashboardStats();
    await api.recentActivity();
    await api.toggleUserStatus(7);
    await api.toggleSellerStatus(8);
    await api.defaultProductStats();
    await api.deleteDefaultProduct(3);
    expect(calls.map((call) => [call.method, call.url, call.auth])).toEqual([
      ['GET', `${BASE}/admin/dashboard/stats`, 'Bearer admin-token'],
      ['GET', `${BASE}/admin/recent-activity`, 'Bearer admin-token'],
      ['PUT', `${BASE}/admin/users/7/toggle-status`, 'Bearer admin-token'],
      ['PUT', `${BASE}/admin/sellers/8/toggle-status`, 'Bearer admin-token'],
      ['GET', `${BASE}/admin/default-products/stats`, 'Bearer admin-token'],
      ['DELETE', `${BASE}/admin/default-products/3`, 'Bearer admin-token'],
    ]);
  });

  it('toggles with no body', async () => {
    const { api, calls } = recordingClient({});
    await api.toggleUserStatus(7);
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.type).toBeNull();
  });

  it('asks for 50 users and sellers, with search and offset when given, and reads X-Total-Count', async () => {
    const { api, calls } = recordingClient([{ id: 1 }, { id: 2 }], { 'x-total-count': '131' });
    expect(await api.listUsers()).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 131, offset: 0 });
    expect(await api.listSellers({ search: '  Balaji ', offset: 50 })).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 131, offset: 50 });
    await api.listUsers({ search: '   ', limit: 20 });
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/admin/users?limit=50`,
      `${BASE}/admin/sellers?limit=50&offset=50&search=Balaji`,
      `${BASE}/admin/users?limit=20`,
    ]);
  });

  it('asks for the sellers in one review state when told', async () => {
    const { api, calls } = recordingClient([], { 'x-total-count': '3' });
    expect(await api.listSellers({ status: 'pending' })).toEqual({ items: [], total: 3, offset: 0 });
    await api.listSellers({ status: 'rejected', search: 'kovai' });
    expect(calls.map((call) => [call.method, call.url, call.auth])).toEqual([
      ['GET', `${BASE}/admin/sellers?limit=50&status=pending`, 'Bearer admin-token'],
      ['GET', `${BASE}/admin/sellers?limit=50&search=kovai&status=rejected`, 'Bearer admin-token'],
    ]);
  });

  it('approves a seller with no body, and rejects one with the trimmed reason as JSON', async () => {
    const seller = { id: 8, name: 'Kovai Steel Centre', status: 'approved', status_reason: null };
    const { api, calls } = recordingClient(seller);
    expect(await api.approveSeller(8)).toEqual(seller);
    await api.rejectSeller(9, '  GST number does not match the business name \n');
    expect(calls.map((call) => [call.method, call.url, call.auth, call.type, call.body])).toEqual([
      ['PUT', `${BASE}/admin/sellers/8/approve`, 'Bearer admin-token', null, undefined],
      [
        'PUT',
        `${BASE}/admin/sellers/9/reject`,
        'Bearer admin-token',
        'application/json',
        JSON.stringify({ reason: 'GST number does not match the business name' }),
      ],
    ]);
  });

  it("shows the server's 422 for a refused reason", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ detail: 'Please give the reason for the rejection' }), { status: 422, headers: { 'content-type': 'application/json' } }),
    );
    const api = createAdminApi(createApiClient({ baseURL: BASE, getToken: () => 't', fetch }));
    await expect(api.rejectSeller(9, '   ')).rejects.toMatchObject({ status: 422, detail: 'Please give the reason for the rejection' });
  });

  it('falls back to the page length when the total header is missing', async () => {
    const { api } = recordingClient([{ id: 1 }]);
    expect((await api.listChatbotInquiries()).total).toBe(1);
  });

  it('sends the admin token to the pincode calls too', async () => {
    const { pincodes, calls } = recordingClient({});
    await pincodes.listPincodes();
    await pincodes.seedPincodes();
    await pincodes.deletePincode('560001');
    expect(calls.map((call) => [call.method, call.url, call.auth])).toEqual([
      ['GET', `${BASE}/pincodes/?limit=10`, 'Bearer admin-token'],
      ['POST', `${BASE}/pincodes/seed`, 'Bearer admin-token'],
      ['DELETE', `${BASE}/pincodes/560001`, 'Bearer admin-token'],
    ]);
  });

  it('pages pincodes 10 at a time with search and city filter', async () => {
    const { pincodes, calls } = recordingClient([], { 'x-total-count': '63' });
    const page = await pincodes.listPincodes({ search: 'nagar', city: 'Chennai', offset: 10 });
    expect(page).toEqual({ items: [], total: 63, offset: 10 });
    expect(calls[0]?.url).toBe(`${BASE}/pincodes/?limit=10&offset=10&search=nagar&city=Chennai`);
  });

  it('sends default products and pincodes as JSON', async () => {
    const { api, pincodes, calls } = recordingClient({});
    await api.createDefaultProduct({ name: 'Claw Hammer', category_name: 'Tools', unit: 'Piece', rate: null });
    await api.updateDefaultProduct(4, { rate: 12.5 });
    await pincodes.createPincode({ pincode: '570001', city: 'Mysore', state: 'Karnataka', area: null });
    await pincodes.updatePincode('570001', { is_active: false });
    await api.listDefaultProducts(' opc ');
    expect(calls.map((call) => [call.method, call.url, call.type, call.body])).toEqual([
      [
        'POST',
        `${BASE}/admin/default-products`,
        'application/json',
        JSON.stringify({ name: 'Claw Hammer', category_name: 'Tools', unit: 'Piece', rate: null }),
      ],
      ['PUT', `${BASE}/admin/default-products/4`, 'application/json', JSON.stringify({ rate: 12.5 })],
      ['POST', `${BASE}/pincodes/`, 'application/json', JSON.stringify({ pincode: '570001', city: 'Mysore', state: 'Karnataka', area: null })],
      ['PUT', `${BASE}/pincodes/570001`, 'application/json', JSON.stringify({ is_active: false })],
      ['GET', `${BASE}/admin/default-products?search=opc`, null, undefined],
    ]);
  });

  it('lists leads newest first with limit and offset', async () => {
    const { api, calls } = recordingClient([]);
    await api.listQuoteRequests({ limit: 20, offset: 40 });
    await api.listChatbotInquiries();
    expect(calls.map((call) => call.url)).toEqual([`${BASE}/admin/quotes?limit=20&offset=40`, `${BASE}/admin/chatbot-inquiries?limit=50`]);
  });

  it('filters leads by status, changes a status and adds a trimmed note with the admin token', async () => {
    const { api, calls } = recordingClient([]);
    await api.listChatbotInquiries({ status: 'contacted', limit: 20 });
    await api.listQuoteRequests({ status: 'won' });
    await api.setLeadStatus('inquiry', 31, 'spam');
    await api.setLeadStatus('quote', 41, 'quoted');
    await api.addLeadNote('quote', 41, '  Called back, wants 200 bags  ');
    expect(calls.map((call) => [call.method, call.url, call.auth, call.body])).toEqual([
      ['GET', `${BASE}/admin/chatbot-inquiries?limit=20&status=contacted`, 'Bearer admin-token', undefined],
      ['GET', `${BASE}/admin/quotes?limit=50&status=won`, 'Bearer admin-token', undefined],
      ['PUT', `${BASE}/admin/chatbot-inquiries/31/status`, 'Bearer admin-token', JSON.stringify({ status: 'spam' })],
      ['PUT', `${BASE}/admin/quotes/41/status`, 'Bearer admin-token', JSON.stringify({ status: 'quoted' })],
      ['POST', `${BASE}/admin/quotes/41/notes`, 'Bearer admin-token', JSON.stringify({ text: 'Called back, wants 200 bags' })],
    ]);
  });

  it('turns a failure into an ApiError with the server detail; a 401 runs the 401 rule', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ detail: 'Pincode 570001 already exists' }), { status: 409, headers: { 'content-type': 'application/json' } }),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL: BASE, getToken: () => 't', fetch, onUnauthorized });
    const api = createAdminApi(client);
    await expect(createPincodeAdminApi(client).createPincode({ pincode: '570001', city: 'Mysore', state: 'Karnataka' })).rejects.toMatchObject({
      status: 409,
      detail: 'Pincode 570001 already exists',
    });
    fetch.mockImplementationOnce(
      async () => new Response(JSON.stringify({ detail: 'Not authenticated' }), { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    await expect(api.dashboardStats()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/admin/dashboard/stats');
  });
});

describe('sellerApi default products', () => {
  it('lists the default products with the seller token', async () => {
    const { client, calls } = recordingClient([]);
    await createSellerApi(client).listDefaultProducts();
    expect(calls.map((call) => [call.method, call.url, call.auth])).toEqual([['GET', `${BASE}/sellers/me/default-products`, 'Bearer seller-token']]);
  });

  it('creates a listing from a default product', async () => {
    const { client, calls } = recordingClient({});
    await createSellerApi(client).createListing({ default_product_id: 4, price: 420, stock_quantity: 10 });
    expect(calls[0]?.body).toBe(JSON.stringify({ default_product_id: 4, price: 420, stock_quantity: 10 }));
  });
});
