import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyerUser } from '../api/types.ts';
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

/** A fresh page with a signed-in buyer whose account answers `account`, and what PUT /users/me was sent. */
async function openSignedInPage(account: BuyerUser) {
  const saved: unknown[] = [];
  vi.stubGlobal('localStorage', memoryStorage({ access_token: 'b1' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Partial<BuyerUser>;
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
