import { atom } from 'nanostores';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { createPageStore, type RoutedAddress } from './pageStore.ts';

function Home() {
  return null;
}
function Product() {
  return null;
}
function NotFound() {
  return null;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const address = (route: string, path: string, params: Record<string, string> = {}, search: Record<string, string> = {}): RoutedAddress => ({
  route,
  path,
  params,
  search,
});

function setUp(loaders: Record<string, () => Promise<ComponentType>>) {
  const router = atom<RoutedAddress | undefined>(address('home', '/'));
  const store = createPageStore({ router, loaders, loadNotFound: async () => NotFound });
  return { router, ...store };
}

describe('the page store', () => {
  it('shows nothing until the first page has loaded, then that page with its parameters', async () => {
    const { router, $shownPage, $pageLoading, start } = setUp({ home: async () => Home, product: async () => Product });
    router.set(address('product', '/products/7', { productId: '7' }));
    const ready = start();
    expect($shownPage.get()).toBeNull();
    expect($pageLoading.get()).toBe(true);
    await ready;
    expect($shownPage.get()).toMatchObject({ route: 'product', path: '/products/7', params: { productId: '7' }, Component: Product });
    expect($pageLoading.get()).toBe(false);
  });

  it('keeps the current page, with its own parameters, while the next page loads', async () => {
    const productCode = deferred<ComponentType>();
    const { router, $shownPage, $pageLoading, start } = setUp({ home: async () => Home, product: () => productCode.promise });
    await start();
    router.set(address('product', '/products/7', { productId: '7' }));
    expect($shownPage.get()).toMatchObject({ route: 'home', path: '/', params: {} });
    expect($pageLoading.get()).toBe(true);
    productCode.resolve(Product);
    await productCode.promise;
    await Promise.resolve();
    expect($shownPage.get()).toMatchObject({ route: 'product', params: { productId: '7' }, Component: Product });
    expect($pageLoading.get()).toBe(false);
  });

  it('shows a page already loaded at once, e.g. a new search on the same page', async () => {
    const { router, $shownPage, $pageLoading, start } = setUp({ home: async () => Home });
    await start();
    router.set(address('home', '/', {}, { search: 'cement' }));
    expect($pageLoading.get()).toBe(false);
    expect($shownPage.get()).toMatchObject({ route: 'home', search: { search: 'cement' } });
  });

  it('shows the last address asked for when an earlier page arrives late', async () => {
    const slowProduct = deferred<ComponentType>();
    const { router, $shownPage, start } = setUp({ home: async () => Home, product: () => slowProduct.promise });
    await start();
    router.set(address('product', '/products/7', { productId: '7' }));
    router.set(address('home', '/'));
    slowProduct.resolve(Product);
    await slowProduct.promise;
    await Promise.resolve();
    expect($shownPage.get()).toMatchObject({ route: 'home', Component: Home });
  });

  it('shows the not-found page for an address no route matches', async () => {
    const { router, $shownPage, start } = setUp({ home: async () => Home });
    router.set(undefined);
    await start();
    expect($shownPage.get()?.Component).toBe(NotFound);
    expect($shownPage.get()?.route).toBeUndefined();
  });

  it('says the page could not be loaded when its code does not arrive, and recovers on the next navigation', async () => {
    const { router, $shownPage, $pageLoadFailed, $pageLoading, start } = setUp({
      home: async () => Home,
      product: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await start();
    router.set(address('product', '/products/7', { productId: '7' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect($pageLoadFailed.get()).toBe(true);
    expect($pageLoading.get()).toBe(false);
    expect($shownPage.get()?.route).toBe('home');
    router.set(address('home', '/'));
    expect($pageLoadFailed.get()).toBe(false);
  });

  it("waits for what a page needs before it is shown (its widgets' messages in the chosen language)", async () => {
    const router = atom<RoutedAddress | undefined>(address('home', '/'));
    const messages = deferred<void>();
    const store = createPageStore({ router, loaders: { home: async () => Home }, loadNotFound: async () => NotFound, beforeShow: () => messages.promise });
    const started = store.start();
    await new Promise((done) => setTimeout(done, 0));
    expect(store.$shownPage.get()).toBeNull();
    expect(store.$pageLoading.get()).toBe(true);
    messages.resolve();
    await started;
    expect(store.$shownPage.get()?.Component).toBe(Home);
  });
});
