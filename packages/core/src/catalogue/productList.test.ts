import { describe, expect, it, vi } from 'vitest';
import { $preferences, DEFAULT_CITY, setPincode } from '../preferences/preferences.ts';
import type { ProductQuery } from './catalogueTypes.ts';
import { createProductList, hasMoreProducts } from './productList.ts';
import { aProduct } from './testing.ts';

const catalogue = Array.from({ length: 5 }, (_, index) => aProduct({ id: index + 1, name: `Product ${index + 1}` }));

function fakeApi() {
  const calls: ProductQuery[] = [];
  const listProducts = vi.fn(async (query: ProductQuery) => {
    calls.push(query);
    const offset = query.offset ?? 0;
    return { items: catalogue.slice(offset, offset + (query.limit ?? 20)), total: catalogue.length, offset };
  });
  return { api: { listProducts }, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('product list', () => {
  it("asks for prices where the visitor is: the header's city, or its pincode once set", async () => {
    const { api, calls } = fakeApi();
    const list = createProductList(api, 2);
    list.show({});
    await settle();
    setPincode('641004');
    list.show({ search: 'cement' });
    await settle();
    $preferences.set({ city: DEFAULT_CITY, pincode: '' });
    expect(calls.map((call) => [call.city, call.pincode])).toEqual([
      ['Bangalore', undefined],
      [undefined, '641004'],
    ]);
  });

  it('loads the first page, then appends pages on Load More until all are loaded', async () => {
    const { api, calls } = fakeApi();
    const list = createProductList(api, 2);
    list.show({ search: 'cement' });
    expect(list.$state.get().status).toBe('loading');
    await settle();
    expect(list.$state.get().items.map((p) => p.id)).toEqual([1, 2]);
    expect(list.$state.get().total).toBe(5);

    list.loadMore();
    await settle();
    list.loadMore();
    await settle();
    const state = list.$state.get();
    expect(state.items.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(hasMoreProducts(state)).toBe(false);
    expect(calls.map((call) => [call.search, call.offset, call.limit])).toEqual([
      ['cement', 0, 2],
      ['cement', 2, 2],
      ['cement', 4, 2],
    ]);
  });

  it('a new filter starts over and an older, slower answer is dropped', async () => {
    let resolveFirst: (value: { items: never[]; total: number; offset: number }) => void = () => {};
    const listProducts = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockImplementationOnce(async () => ({ items: [catalogue[0]], total: 1, offset: 0 }));
    const list = createProductList({ listProducts }, 2);
    list.show({ search: 'sand' });
    list.show({ search: 'cement' });
    await settle();
    resolveFirst({ items: [], total: 0, offset: 0 });
    await settle();
    expect(list.$state.get()).toMatchObject({ status: 'ready', total: 1, filter: { search: 'cement' } });
  });

  it('shows a failure that Retry recovers from, and keeps loaded items when Load More fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const listProducts = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: catalogue.slice(0, 2), total: 5, offset: 0 })
      .mockRejectedValueOnce(new Error('offline'));
    const list = createProductList({ listProducts }, 2);
    list.show({});
    await settle();
    expect(list.$state.get()).toMatchObject({ status: 'failed', error: 'Could not load products. Please try again.' });
    list.retry();
    await settle();
    list.loadMore();
    await settle();
    expect(list.$state.get()).toMatchObject({ status: 'ready', loadingMore: false, error: 'Could not load products. Please try again.' });
    expect(list.$state.get().items).toHaveLength(2);
  });
});
