import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';

const ALL_TOKENS = { access_token: 'b', seller_access_token: 's', admin_access_token: 'a' };

/** A fresh page at `path` (or with no browser location at all when `path` is null). */
async function openPage(path: string | null, stored: Record<string, string> = ALL_TOKENS) {
  const storage = memoryStorage(stored);
  const assign = vi.fn();
  const replace = vi.fn();
  vi.stubGlobal('localStorage', storage);
  if (path !== null) vi.stubGlobal('location', { pathname: path, assign, replace });
  vi.resetModules();
  const redirect = await import('./redirect.ts');
  const { $session } = await import('./session.ts');
  const { configure } = await import('../config/config.ts');
  return { ...redirect, $session, configure, storage, assign, replace };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where the 401 rule sends the browser (spec §6)', () => {
  it('goes to /seller/login when the current path starts with /seller', async () => {
    const { unauthorizedRedirectPath } = await openPage(null);
    expect(unauthorizedRedirectPath('/seller/dashboard')).toBe('/seller/login');
    expect(unauthorizedRedirectPath('/seller')).toBe('/seller/login');
    expect(unauthorizedRedirectPath('/seller/crm/leads')).toBe('/seller/login');
  });

  it('goes to /login everywhere else', async () => {
    const { unauthorizedRedirectPath } = await openPage(null);
    for (const path of ['/', '/cart', '/checkout', '/orders/5', '/admin', '/products/seller-offers']) {
      expect(unauthorizedRedirectPath(path), path).toBe('/login');
    }
  });
});

describe('a 401 on a page whose owner did not opt in (partner pages, React imports)', () => {
  it('clears the buyer and seller tokens and keeps the admin token', async () => {
    const { handleUnauthorized, $session, storage } = await openPage('/checkout');
    handleUnauthorized();
    expect($session.get()).toEqual({ buyer: null, seller: null, admin: 'a' });
    expect([...storage.items.keys()]).toEqual(['admin_access_token']);
  });

  it('never moves the page, whatever its path or the configured Nirmaan site', async () => {
    for (const path of ['/cart', '/orders', '/seller/listings', '/dealer/cement-offers']) {
      const { handleUnauthorized, configure, assign, replace } = await openPage(path);
      configure({ siteBase: 'https://nirmaan.example/' });
      handleUnauthorized();
      expect(assign, path).not.toHaveBeenCalled();
      expect(replace, path).not.toHaveBeenCalled();
    }
  });

  it('still clears the tokens where there is no browser location', async () => {
    const { handleUnauthorized, currentPath, storage } = await openPage(null);
    expect(currentPath()).toBe('/');
    expect(() => handleUnauthorized()).not.toThrow();
    expect(storage.items.has('access_token')).toBe(false);
  });
});

describe("a 401 in the host app, which opted in to the spec's redirect", () => {
  it('clears both tokens and goes to /seller/login on a 401 under /seller', async () => {
    const { handleUnauthorized, setUnauthorizedRedirect, storage, assign } = await openPage('/seller/listings');
    const navigate = vi.fn();
    setUnauthorizedRedirect(navigate);
    handleUnauthorized();
    expect([...storage.items.keys()]).toEqual(['admin_access_token']);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/seller/login');
    expect(assign).not.toHaveBeenCalled();
  });

  it('clears both tokens and goes to /login on a 401 on a buyer page', async () => {
    const { handleUnauthorized, setUnauthorizedRedirect, $session } = await openPage('/orders');
    const navigate = vi.fn();
    setUnauthorizedRedirect(navigate);
    handleUnauthorized();
    expect($session.get()).toEqual({ buyer: null, seller: null, admin: 'a' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('clears the tokens first, so the login page it opens sees no stale session', async () => {
    const { handleUnauthorized, setUnauthorizedRedirect, $session } = await openPage('/cart');
    let tokensWhenNavigating: unknown = null;
    setUnauthorizedRedirect(() => (tokensWhenNavigating = { ...$session.get() }));
    handleUnauthorized();
    expect(tokensWhenNavigating).toEqual({ buyer: null, seller: null, admin: 'a' });
  });

  it('stops navigating once the opt-in is withdrawn', async () => {
    const { handleUnauthorized, setUnauthorizedRedirect, assign } = await openPage('/cart');
    const navigate = vi.fn();
    setUnauthorizedRedirect(navigate);
    setUnauthorizedRedirect(null);
    handleUnauthorized();
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the current path', () => {
  it('is the browser location path', async () => {
    const { currentPath } = await openPage('/seller/dashboard');
    expect(currentPath()).toBe('/seller/dashboard');
  });
});
