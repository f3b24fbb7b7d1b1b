import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';

const ALL_TOKENS = { access_token: 'b', seller_access_token: 's', admin_access_token: 'a' };

/** A fresh page at `path` (or with no browser location at all when `path` is null). */
async function openPage(path: string | null, stored: Record<string, string> = ALL_TOKENS) {
  const storage = memoryStorage(stored);
  const assign = vi.fn();
  vi.stubGlobal('localStorage', storage);
  if (path !== null) vi.stubGlobal('location', { pathname: path, assign });
  vi.resetModules();
  const redirect = await import('./redirect.ts');
  const { $session } = await import('./session.ts');
  const { configure } = await import('../config/config.ts');
  return { ...redirect, $session, configure, storage, assign };
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

describe('handling a 401 on the page', () => {
  it('clears both tokens and goes to /seller/login on a 401 under /seller', async () => {
    const { handleUnauthorized, storage, assign } = await openPage('/seller/listings');
    handleUnauthorized();
    expect([...storage.items.keys()]).toEqual(['admin_access_token']);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/seller/login');
  });

  it('clears both tokens and goes to /login on a 401 on a buyer page', async () => {
    const { handleUnauthorized, $session, assign } = await openPage('/checkout');
    handleUnauthorized();
    expect($session.get()).toEqual({ buyer: null, seller: null, admin: 'a' });
    expect(assign).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('goes to the login page on the Nirmaan site when configured (partner pages)', async () => {
    const { handleUnauthorized, configure, assign } = await openPage('/seller/orders');
    configure({ siteBase: 'https://nirmaan.example/' });
    handleUnauthorized();
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://nirmaan.example/seller/login');
  });

  it("uses the host app's navigation when one is installed, and the browser again after reset", async () => {
    const { handleUnauthorized, setNavigator, navigateTo, assign } = await openPage('/cart');
    const navigate = vi.fn();
    setNavigator(navigate);
    handleUnauthorized();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(assign).not.toHaveBeenCalled();
    setNavigator(null);
    navigateTo('/');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('still clears the tokens where there is no browser location', async () => {
    const { handleUnauthorized, currentPath, storage } = await openPage(null);
    expect(currentPath()).toBe('/');
    expect(() => handleUnauthorized()).not.toThrow();
    expect(storage.items.has('access_token')).toBe(false);
  });
});

describe('the current path', () => {
  it('is the browser location path', async () => {
    const { currentPath } = await openPage('/seller/dashboard');
    expect(currentPath()).toBe('/seller/dashboard');
  });
});
