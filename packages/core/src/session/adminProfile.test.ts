import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Admin } from '../api/types.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const admin: Admin = { id: 1, email: 'admin@nirmaan.test', first_name: 'Meera', last_name: 'Iyer' };

async function openAdminPage(stored: Record<string, string>, answer: () => Response) {
  const storage = memoryStorage(stored);
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', { pathname: '/admin', assign: vi.fn() });
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  const adminProfile = await import('./adminProfile.ts');
  const unbind = adminProfile.$adminState.listen(() => undefined);
  return { ...adminProfile, storage, fetch, unbind };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin session (toolkit §4)', () => {
  it("checks the stored admin token on load against the admin 'me' call", async () => {
    const page = await openAdminPage({ admin_access_token: 'a1' }, () => json(admin));
    await vi.waitFor(() => expect(page.$admin.get()).toEqual(admin));
    expect(String(page.fetch.mock.calls[0]?.[0])).toBe('/api/v1/admin/me');
    expect(new Headers(page.fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer a1');
    page.unbind();
  });

  it('removes the admin token when the check fails, and leaves the others', async () => {
    const page = await openAdminPage({ admin_access_token: 'a1', access_token: 'b1' }, () => json({ detail: 'Forbidden' }, 403));
    await vi.waitFor(() => expect(page.storage.items.has('admin_access_token')).toBe(false));
    expect(page.storage.items.get('access_token')).toBe('b1');
    expect(page.$admin.get()).toBeNull();
    page.unbind();
  });

  it('keeps the admin token when the check got no answer (offline, or cancelled by a reload)', async () => {
    const page = await openAdminPage({ admin_access_token: 'a1' }, () => {
      throw new TypeError('Failed to fetch');
    });
    await vi.waitFor(() => expect(page.$adminState.get().status).toBe('failed'));
    expect(page.storage.items.get('admin_access_token')).toBe('a1');
    page.unbind();
  });

  it('skips the admin load when no admin token is stored', async () => {
    const page = await openAdminPage({ access_token: 'b1' }, () => json(admin));
    expect(page.$adminState.get()).toEqual({ status: 'idle', value: null });
    expect(page.fetch).not.toHaveBeenCalled();
    page.unbind();
  });

  it('loads again on refresh', async () => {
    const page = await openAdminPage({ admin_access_token: 'a1' }, () => json(admin));
    await vi.waitFor(() => expect(page.$admin.get()).toEqual(admin));
    page.refreshAdmin();
    await vi.waitFor(() => expect(page.fetch).toHaveBeenCalledTimes(2));
    page.unbind();
  });
});
