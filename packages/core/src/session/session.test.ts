import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';

/** The window's storage events: another tab writing storage fires 'storage' here. */
function stubWindowEvents() {
  const events = new EventTarget();
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events));
  return (key: string | null) => events.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

/** A fresh page load: the session store reads storage when its module is imported. */
async function loadSession(stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return { storage, ...(await import('./session.ts')) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stored tokens (spec §3)', () => {
  it("are kept under 'access_token', 'seller_access_token' and 'admin_access_token'", async () => {
    const { TOKEN_KEYS } = await loadSession();
    expect(TOKEN_KEYS).toEqual({ buyer: 'access_token', seller: 'seller_access_token', admin: 'admin_access_token' });
  });

  it('are read from storage on load', async () => {
    const { $session } = await loadSession({ access_token: 'b', seller_access_token: 's', admin_access_token: 'a' });
    expect($session.get()).toEqual({ buyer: 'b', seller: 's', admin: 'a' });
  });

  it("ignore blank, 'null' and 'undefined' leftovers", async () => {
    const { $session, sessionToken } = await loadSession({ access_token: 'undefined', seller_access_token: 'null', admin_access_token: '  ' });
    expect($session.get()).toEqual({ buyer: null, seller: null, admin: null });
    expect(sessionToken('buyer')).toBeNull();
  });

  it('start empty when storage is blocked', async () => {
    vi.resetModules();
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    const { $session } = await import('./session.ts');
    expect($session.get()).toEqual({ buyer: null, seller: null, admin: null });
  });
});

describe('who is signed in', () => {
  it('is the seller when both a seller and a buyer token exist', async () => {
    const { $role, roleOf } = await loadSession({ access_token: 'b', seller_access_token: 's' });
    expect($role.get()).toBe('seller');
    expect(roleOf({ buyer: 'b', seller: null, admin: null })).toBe('buyer');
    expect(roleOf({ buyer: null, seller: null, admin: 'a' })).toBe('visitor');
  });

  it('is a visitor without tokens', async () => {
    const { $role, $isAdmin } = await loadSession();
    expect($role.get()).toBe('visitor');
    expect($isAdmin.get()).toBe(false);
  });

  it('is an admin when the admin token exists', async () => {
    const { $isAdmin } = await loadSession({ admin_access_token: 'a' });
    expect($isAdmin.get()).toBe(true);
  });
});

describe('signing in', () => {
  it('stores the buyer token under access_token', async () => {
    const { signInBuyer, storage, $role, sessionToken } = await loadSession();
    signInBuyer('b1');
    expect(storage.items.get('access_token')).toBe('b1');
    expect(sessionToken('buyer')).toBe('b1');
    expect($role.get()).toBe('buyer');
  });

  it('stores the seller token under seller_access_token, and the seller then wins', async () => {
    const { signInSeller, storage, $role } = await loadSession({ access_token: 'b' });
    signInSeller('s1');
    expect(storage.items.get('seller_access_token')).toBe('s1');
    expect($role.get()).toBe('seller');
  });

  it('stores the admin token under admin_access_token', async () => {
    const { signInAdmin, storage, $isAdmin } = await loadSession();
    signInAdmin('a1');
    expect(storage.items.get('admin_access_token')).toBe('a1');
    expect($isAdmin.get()).toBe(true);
  });

  it('still holds for the page when storage refuses to save', async () => {
    vi.resetModules();
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    const { signInBuyer, $role } = await import('./session.ts');
    signInBuyer('b1');
    expect($role.get()).toBe('buyer');
  });
});

describe('logout (spec §4: removes the token)', () => {
  it("removes the current role's token: the seller's first", async () => {
    const { logout, storage, $role } = await loadSession({ access_token: 'b', seller_access_token: 's' });
    logout();
    expect(storage.items.has('seller_access_token')).toBe(false);
    expect(storage.items.get('access_token')).toBe('b');
    expect($role.get()).toBe('buyer');
  });

  it("removes the buyer's token and leaves a visitor", async () => {
    const { logout, storage, $role } = await loadSession({ access_token: 'b' });
    logout();
    expect(storage.items.has('access_token')).toBe(false);
    expect($role.get()).toBe('visitor');
  });

  it('removes the token named, e.g. the admin one', async () => {
    const { logout, storage, $isAdmin } = await loadSession({ access_token: 'b', admin_access_token: 'a' });
    logout('admin');
    expect(storage.items.has('admin_access_token')).toBe(false);
    expect(storage.items.get('access_token')).toBe('b');
    expect($isAdmin.get()).toBe(false);
  });

  it('does nothing for a visitor', async () => {
    const { logout, storage } = await loadSession({ admin_access_token: 'a' });
    logout();
    expect(storage.items.get('admin_access_token')).toBe('a');
  });
});

describe('the 401 clearing', () => {
  it('removes the buyer and seller tokens and keeps the admin one', async () => {
    const { clearBuyerAndSellerTokens, storage, $session } = await loadSession({ access_token: 'b', seller_access_token: 's', admin_access_token: 'a' });
    clearBuyerAndSellerTokens();
    expect([...storage.items.keys()]).toEqual(['admin_access_token']);
    expect($session.get()).toEqual({ buyer: null, seller: null, admin: 'a' });
  });
});

describe('another tab', () => {
  it('signing in updates this page', async () => {
    const fireStorage = stubWindowEvents();
    const { $session, storage } = await loadSession();
    const unbind = $session.listen(() => undefined);
    storage.items.set('access_token', 'from-other-tab');
    fireStorage('access_token');
    expect($session.get().buyer).toBe('from-other-tab');
    unbind();
  });

  it('signing out updates this page', async () => {
    const fireStorage = stubWindowEvents();
    const { $role, storage } = await loadSession({ seller_access_token: 's' });
    const unbind = $role.listen(() => undefined);
    storage.items.delete('seller_access_token');
    fireStorage('seller_access_token');
    expect($role.get()).toBe('visitor');
    unbind();
  });

  it('clearing all storage signs this page out', async () => {
    const fireStorage = stubWindowEvents();
    const { $session, storage } = await loadSession({ access_token: 'b', admin_access_token: 'a' });
    const unbind = $session.listen(() => undefined);
    storage.clear();
    fireStorage(null);
    expect($session.get()).toEqual({ buyer: null, seller: null, admin: null });
    unbind();
  });

  it('changing some other key leaves the session alone', async () => {
    const fireStorage = stubWindowEvents();
    const { $session, storage } = await loadSession({ access_token: 'b' });
    const unbind = $session.listen(() => undefined);
    storage.items.delete('access_token');
    fireStorage('city');
    expect($session.get().buyer).toBe('b');
    unbind();
  });

  it('can be re-read on demand', async () => {
    const { $session, storage, reloadSessionFromStorage } = await loadSession();
    storage.items.set('admin_access_token', 'a');
    reloadSessionFromStorage();
    expect($session.get().admin).toBe('a');
  });
});
