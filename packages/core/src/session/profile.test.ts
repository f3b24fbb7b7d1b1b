import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyerUser, Seller } from '../api/types.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ravi: BuyerUser = {
  id: 1,
  phone: '+919876543210',
  email: 'ravi@example.com',
  first_name: 'Ravi',
  last_name: 'Kumar',
  latitude: null,
  longitude: null,
  language: null,
  is_admin: false,
  is_active: true,
  created_at: '2025-01-15T10:00:00Z',
};
const balaji: Seller = {
  id: 2,
  name: 'Balaji Cements',
  email: 'sales@balaji.example',
  phone: null,
  address: null,
  depot: null,
  gst: null,
  is_active: true,
  status: 'approved',
  status_reason: null,
  language: null,
  created_at: '2025-01-15T10:00:00Z',
};

type Routes = Record<string, () => Response | Promise<Response>>;

/** A fresh page with stored tokens and a server answering `routes` (by path under /api/v1); anything else is a 404. */
async function openPage(stored: Record<string, string>, routes: Routes = {}, path = '/') {
  const storage = memoryStorage(stored);
  const assign = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const route = routes[String(input).replace('/api/v1', '')];
    return route ? route() : json({ detail: 'Not Found' }, 404);
  });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', { pathname: path, assign });
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  const profile = await import('./profile.ts');
  const session = await import('./session.ts');
  const unbind = profile.$profileState.listen(() => undefined);
  const calledPaths = () => fetch.mock.calls.map(([input]) => String(input));
  const tokenSent = (call: number) => new Headers(fetch.mock.calls[call]?.[1]?.headers).get('authorization');
  return { ...profile, ...session, storage, assign, fetch, calledPaths, tokenSent, unbind };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile on load (spec §4)', () => {
  it('is fetched with the buyer token when one is stored', async () => {
    const page = await openPage({ access_token: 'b1' }, { '/users/me': () => json(ravi) });
    expect(page.$profileState.get().status).toBe('loading');
    await vi.waitFor(() => expect(page.$profileState.get().status).toBe('ready'));
    expect(page.$buyer.get()).toEqual(ravi);
    expect(page.$profile.get()).toEqual({ role: 'buyer', user: ravi });
    expect(page.$seller.get()).toBeNull();
    expect(page.calledPaths()).toEqual(['/api/v1/users/me']);
    expect(page.tokenSent(0)).toBe('Bearer b1');
    page.unbind();
  });

  it("is the seller's when both a seller and a buyer token exist", async () => {
    const page = await openPage({ access_token: 'b1', seller_access_token: 's1' }, { '/users/me': () => json(ravi), '/sellers/me': () => json(balaji) });
    await vi.waitFor(() => expect(page.$seller.get()).toEqual(balaji));
    expect(page.$buyer.get()).toBeNull();
    expect(page.calledPaths()).toEqual(['/api/v1/sellers/me']);
    expect(page.tokenSent(0)).toBe('Bearer s1');
    page.unbind();
  });

  it('is not fetched without a token', async () => {
    const page = await openPage({ admin_access_token: 'a1' });
    expect(page.$profileState.get()).toEqual({ status: 'idle', value: null });
    expect(page.fetch).not.toHaveBeenCalled();
    page.unbind();
  });

  it('is dropped, and the buyer token removed, when the fetch fails', async () => {
    const page = await openPage({ access_token: 'b1' }, { '/users/me': () => json({ detail: 'User not found' }, 404) });
    await vi.waitFor(() => expect(page.storage.items.has('access_token')).toBe(false));
    expect(page.$profile.get()).toBeNull();
    expect(page.$role.get()).toBe('visitor');
    expect(page.assign).not.toHaveBeenCalled();
    page.unbind();
  });

  it('keeps the buyer token when the server cannot be reached (offline, or the request cancelled by a reload)', async () => {
    const page = await openPage({ access_token: 'b1' }, { '/users/me': () => Promise.reject(new TypeError('fetch failed')) });
    await vi.waitFor(() => expect(page.$profileState.get().status).toBe('failed'));
    expect(page.storage.items.get('access_token')).toBe('b1');
    expect(page.$profile.get()).toBeNull();
    page.unbind();
  });

  it('falls back to the buyer when the seller profile fails', async () => {
    const page = await openPage(
      { access_token: 'b1', seller_access_token: 's1' },
      { '/sellers/me': () => json({ detail: 'Seller not found' }, 404), '/users/me': () => json(ravi) },
    );
    await vi.waitFor(() => expect(page.$buyer.get()).toEqual(ravi));
    expect(page.storage.items.has('seller_access_token')).toBe(false);
    expect(page.storage.items.get('access_token')).toBe('b1');
    page.unbind();
  });

  it('signs out when the token has expired (401), leaving the page where it is', async () => {
    const page = await openPage({ access_token: 'b1' }, { '/users/me': () => json({ detail: 'Could not validate credentials' }, 401) }, '/orders');
    await vi.waitFor(() => expect(page.storage.items.has('access_token')).toBe(false));
    expect(page.$role.get()).toBe('visitor');
    expect(page.$profileState.get()).toEqual({ status: 'idle', value: null });
    expect(page.assign).not.toHaveBeenCalled();
    page.unbind();
  });
});

describe('the profile after sign-in and sign-out', () => {
  it('is fetched when the buyer signs in', async () => {
    const page = await openPage({}, { '/users/me': () => json(ravi) });
    page.signInBuyer('b1');
    await vi.waitFor(() => expect(page.$buyer.get()).toEqual(ravi));
    page.unbind();
  });

  it('is dropped on logout', async () => {
    const page = await openPage({ access_token: 'b1' }, { '/users/me': () => json(ravi) });
    await vi.waitFor(() => expect(page.$buyer.get()).toEqual(ravi));
    page.logout();
    expect(page.$profile.get()).toBeNull();
    expect(page.storage.items.has('access_token')).toBe(false);
    page.unbind();
  });

  it('takes the fresh record a call answered', async () => {
    const page = await openPage({ access_token: 'b1' }, { '/users/me': () => json(ravi) });
    await vi.waitFor(() => expect(page.$buyer.get()).toEqual(ravi));
    page.setBuyerProfile({ ...ravi, latitude: 12.9716, longitude: 77.5946 });
    expect(page.$buyer.get()?.latitude).toBe(12.9716);
    page.setSellerProfile(balaji);
    expect(page.$seller.get()).toEqual(balaji);
    page.unbind();
  });
});
