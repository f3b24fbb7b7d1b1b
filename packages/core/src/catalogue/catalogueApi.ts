import type { ApiClient } from '../api/client.ts';
import type { Category, Listing, PincodeCheck, Product, ProductPage, ProductQuery, ProductSuggestion } from './catalogueTypes.ts';

/** GET /products/{id}/listings' query: the quantity priced, and the visitor's pincode or city (the header's). */
export interface ListingsQuery {
  quantity?: number;
  pincode?: string;
  city?: string;
}

/** The catalogue calls of spec storefront §7 (paths relative to the API base). */
export interface CatalogueApi {
  listCategories(): Promise<Category[]>;
  /** One page of products; the total comes from the X-Total-Count header. */
  listProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage>;
  getProduct(id: number): Promise<Product>;
  /**
   * Active listings; with a place (the buyer's stored location, else `pincode`, else `city`: the
   * header's choice) each carries its delivery estimate for `quantity` and whether it reaches there.
   */
  getListings(productId: number, where?: ListingsQuery): Promise<Listing[]>;
  suggestProducts(text: string, signal?: AbortSignal): Promise<ProductSuggestion[]>;
  validatePincode(pincode: string): Promise<PincodeCheck>;
}

export function createCatalogueApi(client: ApiClient): CatalogueApi {
  return {
    listCategories: () => client.get('/categories/'),
    listProducts: async (query, signal) => {
      const { data, headers } = await client.getWithHeaders<Product[]>('/products/', { query: { ...query }, signal });
      const total = Number(headers.get('x-total-count'));
      const matchedWords = headers.get('x-matched-words');
      return { items: data, total: Number.isFinite(total) ? total : data.length, offset: query.offset ?? 0, ...(matchedWords ? { matchedWords } : {}) };
    },
    getProduct: (id) => client.get(`/products/${id}`),
    getListings: (productId, where = {}) => client.get(`/products/${productId}/listings`, { query: { ...where } }),
    suggestProducts: (text, signal) => client.get('/products/search-suggestions', { query: { q: text.trim() }, signal }),
    validatePincode: (pincode) => client.get(`/pincodes/validate/${encodeURIComponent(pincode)}`, { auth: 'none' }),
  };
}
