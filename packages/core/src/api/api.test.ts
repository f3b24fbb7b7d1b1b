import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ALL_TOKENS = { access_token: 'buyer-token', seller_access_token: 'seller-token', admin_access_token: 'admin-token' };

/** A fresh page: storage, the browser location, fetch, and newly imported core modules (their stores read storage on import). */
async function openPage({
  stored = {},
  path = '/',
  answer = () => json({}),
}: { stored?: Record<string, string>; path?: string; answer?: () => Response } = {}) {
  const storage = memoryStorage(stored);
  const assign = vi.fn();
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', { pathname: path, assign });
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  const api = { ...(await import('./api.ts')), ...(await import('./accountCalls.ts')), ...(await import('./profileApi.ts')) };
  const { $session } = await import('../session/session.ts');
  const { configure } = await import('../config/config.ts');
  const { setUnauthorizedRedirect } = await import('../session/redirect.ts');
  const sentTo = (call: number) => String(fetch.mock.calls[call]?.[0]);
  const authorization = (call: number) => new Headers(fetch.mock.calls[call]?.[1]?.headers).get('authorization');
  return { ...api, $session, configure, setUnauthorizedRedirect, storage, assign, fetch, sentTo, authorization };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page-wide API client', () => {
  it('calls the same origin /api/v1 by default', async () => {
    const page = await openPage();
    expect(page.apiBaseUrl()).toBe('/api/v1');
    await page.getMe();
    expect(page.sentTo(0)).toBe('/api/v1/users/me');
  });

  it('calls the configured API base, without a trailing slash', async () => {
    const page = await openPage();
    page.configure({ apiBase: 'https://api.nirmaan.example/api/v1/' });
    await page.getMe();
    expect(page.sentTo(0)).toBe('https://api.nirmaan.example/api/v1/users/me');
  });

  it('sends the stored buyer, seller and admin tokens to their routes', async () => {
    const page = await openPage({ stored: ALL_TOKENS });
    await page.getMe();
    await page.getSellerMe();
    await page.getAdminMe();
    expect([0, 1, 2].map(page.authorization)).toEqual(['Bearer buyer-token', 'Bearer seller-token', 'Bearer admin-token']);
  });

  it('sends no token when none is stored', async () => {
    const page = await openPage();
    await page.getMe();
    expect(page.authorization(0)).toBeNull();
  });
});

describe('the 401 rule on the page (spec §6)', () => {
  const expired = () => json({ detail: 'Could not validate credentials' }, 401);

  it('clears both tokens and leaves the page where it is, unless the host app opted in (a partner page)', async () => {
    const page = await openPage({ stored: ALL_TOKENS, path: '/dealer/cement-offers', answer: expired });
    page.configure({ siteBase: 'https://nirmaan.example' });
    await expect(page.getMe()).rejects.toMatchObject({ status: 401 });
    expect(page.storage.items.has('access_token')).toBe(false);
    expect(page.storage.items.has('seller_access_token')).toBe(false);
    expect(page.$session.get()).toMatchObject({ buyer: null, seller: null });
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('in the host app, which opted in, clears both tokens and goes to /seller/login on a 401 under /seller', async () => {
    const page = await openPage({ stored: ALL_TOKENS, path: '/seller/dashboard', answer: expired });
    const navigate = vi.fn();
    page.setUnauthorizedRedirect(navigate);
    await expect(page.getSellerMe()).rejects.toMatchObject({ status: 401 });
    expect(page.storage.items.has('access_token')).toBe(false);
    expect(page.storage.items.has('seller_access_token')).toBe(false);
    expect(page.$session.get()).toMatchObject({ buyer: null, seller: null });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/seller/login');
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('in the host app, which opted in, clears both tokens and goes to /login on a 401 elsewhere', async () => {
    const page = await openPage({ stored: ALL_TOKENS, path: '/checkout', answer: expired });
    const navigate = vi.fn();
    page.setUnauthorizedRedirect(navigate);
    await expect(page.getMe()).rejects.toMatchObject({ status: 401 });
    expect(page.storage.items.has('access_token')).toBe(false);
    expect(page.storage.items.has('seller_access_token')).toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('keeps the admin token', async () => {
    const page = await openPage({ stored: ALL_TOKENS, path: '/admin', answer: expired });
    await expect(page.getAdminMe()).rejects.toMatchObject({ status: 401 });
    expect(page.storage.items.get('admin_access_token')).toBe('admin-token');
    expect(page.$session.get().admin).toBe('admin-token');
  });

  it('just surfaces the error of a failed login: tokens stay and the page stays', async () => {
    const page = await openPage({
      stored: { seller_access_token: 'seller-token' },
      path: '/login',
      answer: () => json({ detail: 'Invalid phone number or password' }, 401),
    });
    await expect(page.login('9876543210', 'wrong-password')).rejects.toMatchObject({ status: 401, detail: 'Invalid phone number or password' });
    await expect(page.sellerLogin('sales@balaji.example', 'wrong')).rejects.toMatchObject({ status: 401 });
    await expect(page.adminLogin('admin@nirmaan.test', 'wrong')).rejects.toMatchObject({ status: 401 });
    await expect(page.firebaseLogin('9876543210', 'stale-proof')).rejects.toMatchObject({ status: 401 });
    expect(page.storage.items.get('seller_access_token')).toBe('seller-token');
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('does nothing of the sort on other failures', async () => {
    const page = await openPage({ stored: ALL_TOKENS, path: '/cart', answer: () => json({ detail: 'Forbidden' }, 403) });
    await expect(page.getMe()).rejects.toMatchObject({ status: 403, detail: 'Forbidden' });
    expect(page.storage.items.get('access_token')).toBe('buyer-token');
    expect(page.assign).not.toHaveBeenCalled();
  });
});
