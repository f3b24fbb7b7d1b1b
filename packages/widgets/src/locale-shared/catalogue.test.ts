import { describe, expect, it } from 'vitest';
import { defineCatalogue, loadDefinedCatalogues } from './catalogue.ts';

describe('loadDefinedCatalogues', () => {
  it('fetches a language for every catalogue defined so far, once, and leaves English alone', async () => {
    const fetched: string[] = [];
    const loader = (name: string, locale: string) => async () => {
      fetched.push(`${name}:${locale}`);
      return { default: { title: () => `${name} ${locale}` } };
    };
    const cart = defineCatalogue({ title: () => 'cart' }, { kn: loader('cart', 'kn'), ta: loader('cart', 'ta'), hi: loader('cart', 'hi') });
    const orders = defineCatalogue({ title: () => 'orders' }, { kn: loader('orders', 'kn'), ta: loader('orders', 'ta'), hi: loader('orders', 'hi') });

    await loadDefinedCatalogues('en');
    expect(fetched).toEqual([]);
    await loadDefinedCatalogues('ta');
    await loadDefinedCatalogues('ta');
    expect(fetched).toEqual(['cart:ta', 'orders:ta']);
    expect(cart.loaded.get('ta')?.title()).toBe('cart ta');
    expect(orders.loaded.get('ta')?.title()).toBe('orders ta');
  });

  it('resolves when a language cannot be fetched, leaving that catalogue in English', async () => {
    const broken = defineCatalogue(
      { title: () => 'broken' },
      {
        kn: () => Promise.reject(new Error('offline')),
        ta: () => Promise.reject(new Error('offline')),
        hi: () => Promise.reject(new Error('offline')),
      },
    );
    await expect(loadDefinedCatalogues('hi')).resolves.toBeUndefined();
    expect(broken.loaded.has('hi')).toBe(false);
  });
});
