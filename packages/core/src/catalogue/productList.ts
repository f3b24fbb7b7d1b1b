import { atom, type ReadableAtom } from 'nanostores';
import { $preferences } from '../preferences/preferences.ts';
import type { CatalogueApi } from './catalogueApi.ts';
import { PRODUCT_PAGE_SIZE } from './catalogueRules.ts';
import type { Product, ProductQuery } from './catalogueTypes.ts';

export const PRODUCT_LIST_MESSAGES = {
  loadFailed: 'Could not load products. Please try again.',
} as const;

export type ProductFilter = Pick<ProductQuery, 'search' | 'category_id' | 'sort'>;

export interface ProductListState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  filter: ProductFilter;
  items: Product[];
  /** All matches on the server; `items` holds the pages loaded so far. */
  total: number;
  /** When no product has every word of the search: the words the products shown match. */
  matchedWords: string | null;
  loadingMore: boolean;
  /** Set when the last load (first page or Load More) failed. */
  error: string | null;
}

export interface ProductList {
  $state: ReadableAtom<ProductListState>;
  /** Starts over with a new filter: the first page replaces the list. */
  show(filter: ProductFilter): void;
  /** Appends the next page; does nothing while loading or when everything is loaded. */
  loadMore(): void;
  /** Loads the current filter again from the first page. */
  retry(): void;
}

export function hasMoreProducts(state: ProductListState): boolean {
  return state.status === 'ready' && state.items.length < state.total;
}

/** A paged product list for one screen (the /products page, the home page's products). */
export function createProductList(api: Pick<CatalogueApi, 'listProducts'>, pageSize = PRODUCT_PAGE_SIZE): ProductList {
  const $state = atom<ProductListState>({ status: 'idle', filter: {}, items: [], total: 0, matchedWords: null, loadingMore: false, error: null });
  let inFlight: AbortController | null = null;

  async function fetchPage(filter: ProductFilter, offset: number) {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      // Prices and offer counts are those of the sellers that deliver to the header's pincode, else its city.
      const { pincode, city } = $preferences.get();
      // A search no product matches word for word shows the products that match most of its words.
      const page = await api.listProducts({ ...filter, match: 'most', ...(pincode ? { pincode } : { city }), limit: pageSize, offset }, controller.signal);
      return controller.signal.aborted ? null : page;
    } catch (error) {
      if (controller.signal.aborted) return null;
      console.error('Could not load products', error);
      return 'failed' as const;
    }
  }

  async function show(filter: ProductFilter) {
    $state.set({ status: 'loading', filter, items: [], total: 0, matchedWords: null, loadingMore: false, error: null });
    const page = await fetchPage(filter, 0);
    if (page === null) return;
    if (page === 'failed') $state.set({ ...$state.get(), status: 'failed', error: PRODUCT_LIST_MESSAGES.loadFailed });
    else $state.set({ ...$state.get(), status: 'ready', items: page.items, total: page.total, matchedWords: page.matchedWords ?? null });
  }

  async function loadMore() {
    const state = $state.get();
    if (state.loadingMore || !hasMoreProducts(state)) return;
    $state.set({ ...state, loadingMore: true, error: null });
    const page = await fetchPage(state.filter, state.items.length);
    if (page === null) return;
    const current = $state.get();
    if (page === 'failed') {
      $state.set({ ...current, loadingMore: false, error: PRODUCT_LIST_MESSAGES.loadFailed });
      return;
    }
    const known = new Set(current.items.map((product) => product.id));
    const fresh = page.items.filter((product) => !known.has(product.id));
    $state.set({ ...current, loadingMore: false, items: [...current.items, ...fresh], total: page.total });
  }

  return {
    $state,
    show: (filter) => void show(filter),
    loadMore: () => void loadMore(),
    retry: () => void show($state.get().filter),
  };
}
