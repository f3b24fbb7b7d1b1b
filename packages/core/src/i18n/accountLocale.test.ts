import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyerUser, Seller } from '../api/types.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const meena: BuyerUser = {
  id: 1,
  phone: '+919876543210',
  email: null,
  first_name: 'Meena',
  last_name: 'Iyer',
  latitude: null,
  longitude: null,
  language: 'kn',
  is_admin: false,
  is_active: true,
  created_at: '2026-11-29T00:00:00Z',
};

const sriGanesh: Seller = {
  id: 7,
  name: 'Sri Ganesh Traders',
  email: 'orders@sriganesh.example',
  phone: '+91 98450 12345',
  address: null,
  is_active: true,
  status: 'approved',
  status_reason: null,
  language: null,
  depot: null,
  gst: null,
  created_at: '2026-11-29T00:00:00Z',
};

/** A fresh page with a signed-in buyer (or seller) whose account answers `account`, and what its PUT was sent. */
async function openSignedInPage(account: BuyerUser | Seller, tokens: Record<string, string> = { access_token: 'b1' }) {
  const saved: unknown[] = [];
  vi.stubGlobal('localStorage', memoryStorage(tokens));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as object;
        saved.push(body);
        return json({ ...account, ...body });
      }
      return json(account);
    }),
  );
  vi.resetModules();
  const accountLocale = await import('./accountLocale.ts');
  const localeStore = await import('./localeStore.ts');
  const profile = await import('../session/profile.ts');
  return { ...accountLocale, ...localeStore, ...profile, saved };
}

afterEach(() => vi.unstubAllGlobals());

describe("the signed-in buyer's language", () => {
  it("is taken from the account on sign-in, and a new choice is saved on the account with the buyer's name", async () => {
    const page = await openSignedInPage(meena);
    const stop = page.followAccountLocale();
    await vi.waitFor(() => expect(page.$locale.get()).toBe('kn'));
    expect(localStorage.getItem(page.LOCALE_STORAGE_KEY)).toBe('kn');

    await page.chooseSiteLocale('ta');
    expect(page.$locale.get()).toBe('ta');
    expect(page.saved).toEqual([{ first_name: 'Meena', last_name: 'Iyer', email: null, language: 'ta' }]);
    expect(page.$buyer.get()?.language).toBe('ta');
    stop();
  });
});

describe("the signed-in seller's language", () => {
  it('saves a choice on the seller account with its business details unchanged, so its SMS follow it', async () => {
    const page = await openSignedInPage(sriGanesh, { seller_access_token: 's1' });
    await vi.waitFor(() => expect(page.$seller.get()?.name).toBe('Sri Ganesh Traders'));

    await page.chooseSiteLocale('ta');
    expect(page.$locale.get()).toBe('ta');
    expect(page.saved).toEqual([{ name: 'Sri Ganesh Traders', email: 'orders@sriganesh.example', phone: '+91 98450 12345', address: '', language: 'ta' }]);
    expect(page.$seller.get()?.language).toBe('ta');
  });

  it("is taken from the seller's account on sign-in", async () => {
    const page = await openSignedInPage({ ...sriGanesh, language: 'hi' }, { seller_access_token: 's1' });
    const stop = page.followAccountLocale();
    await vi.waitFor(() => expect(page.$locale.get()).toBe('hi'));
    stop();
  });
});
