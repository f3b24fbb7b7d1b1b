import { atom, computed, type ReadableAtom } from 'nanostores';
import { isApiError } from '../api/errors.ts';
import { $preferences } from '../preferences/preferences.ts';
import { $buyer } from '../session/profile.ts';
import { $session } from '../session/session.ts';
import type { CatalogueApi } from './catalogueApi.ts';
import type { Listing, Product } from './catalogueTypes.ts';

export const PRODUCT_OFFER_MESSAGES = {
  productFailed: 'Could not load this product. Please try again.',
  listingsFailed: 'Could not load suppliers. Please try again.',
} as const;

export interface ProductOffersState {
  product: { status: 'loading' | 'ready' | 'not-found' | 'failed'; value: Product | null };
  listings: { status: 'loading' | 'ready' | 'failed'; value: Listing[] };
}

export interface ProductOffers {
  $state: ReadableAtom<ProductOffersState>;
  /**
   * Loads the product and its listings, and loads the listings again whenever the buyer signs in
   * or out or moves their delivery location, or the header's pincode or city changes (the delivery
   * estimates depend on them). Returns stop.
   */
  start(): () => void;
  retry(): void;
}

/**
 * What the server's delivery estimates depend on: the buyer token and stored location, else the
 * header's pincode and city (a visitor's landed prices are estimated to them).
 */
const $deliveryKey = computed(
  [$session, $buyer, $preferences],
  (tokens, buyer, preferences) => `${tokens.buyer ?? ''}|${buyer?.latitude ?? ''},${buyer?.longitude ?? ''}|${preferences.pincode}|${preferences.city}`,
);

/** A product and its suppliers for the product page and the product-offers widget. */
export function createProductOffers(api: Pick<CatalogueApi, 'getProduct' | 'getListings'>, productId: number): ProductOffers {
  const $state = atom<ProductOffersState>({ product: { status: 'loading', value: null }, listings: { status: 'loading', value: [] } });
  let listingsGeneration = 0;

  async function loadProduct() {
    $state.set({ ...$state.get(), product: { status: 'loading', value: null } });
    try {
      const product = await api.getProduct(productId);
      $state.set({ ...$state.get(), product: { status: 'ready', value: product } });
    } catch (error) {
      const notFound = isApiError(error) && (error.status === 404 || error.status === 422);
      if (!notFound) console.error('Could not load product', error);
      $state.set({ ...$state.get(), product: { status: notFound ? 'not-found' : 'failed', value: null } });
    }
  }

  async function loadListings() {
    const mine = ++listingsGeneration;
    $state.set({ ...$state.get(), listings: { status: 'loading', value: $state.get().listings.value } });
    try {
      const { pincode, city } = $preferences.get();
      const listings = await api.getListings(productId, pincode ? { pincode } : { city });
      if (mine === listingsGeneration) $state.set({ ...$state.get(), listings: { status: 'ready', value: listings } });
    } catch (error) {
      if (mine !== listingsGeneration) return;
      console.error('Could not load listings', error);
      $state.set({ ...$state.get(), listings: { status: 'failed', value: [] } });
    }
  }

  return {
    $state,
    start() {
      void loadProduct();
      let lastKey: string | null = null;
      return $deliveryKey.subscribe((key) => {
        if (key === lastKey) return;
        lastKey = key;
        void loadListings();
      });
    },
    retry() {
      if ($state.get().product.status !== 'ready') void loadProduct();
      void loadListings();
    },
  };
}
