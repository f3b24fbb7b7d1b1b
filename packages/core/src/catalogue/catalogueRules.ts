import type { Category, Listing, Product } from './catalogueTypes.ts';

/** Suggestions wait for 300 ms without typing (spec storefront §5, §9). */
export const SUGGESTION_DEBOUNCE_MS = 300;
/** 'Limited Stock' is shown when stock is under 50. */
export const LIMITED_STOCK_BELOW = 50;
/** The home page shows 8 products; the footer the first 5 categories; compare holds up to 4. */
export const HOME_PRODUCT_COUNT = 8;
export const FOOTER_CATEGORY_COUNT = 5;
export const COMPARE_LIMIT = 4;
/** Products per page on /products (each Load More fetches one more page). */
export const PRODUCT_PAGE_SIZE = 12;

/** Suggestions are requested only when the trimmed text is longer than 1 character. */
export function shouldSuggest(text: string): boolean {
  return text.trim().length > 1;
}

/** 'Limited Stock': some stock, under 50 (none at all is out of stock, not limited). */
export function isLimitedStock(listing: Pick<Listing, 'stock_quantity'>): boolean {
  return listing.stock_quantity > 0 && listing.stock_quantity < LIMITED_STOCK_BELOW;
}

/** An offer with nothing in stock: shown as such, never chosen, listed after those that can be bought. */
export function isOutOfStock(listing: Pick<Listing, 'stock_quantity'>): boolean {
  return listing.stock_quantity <= 0;
}

/** The first `count` specifications in display order, as [key, value] pairs. */
export function leadingSpecifications(product: Pick<Product, 'specifications'>, count = 2): Array<[string, string]> {
  return Object.entries(product.specifications).slice(0, count);
}

/** Top-level categories in the API's order; the footer shows the first five. */
export function topLevelCategories(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.parent_id === null);
}

export function subCategories(categories: readonly Category[], parentId: number): Category[] {
  return categories.filter((category) => category.parent_id === parentId);
}

export type ListingOrder = 'landed' | 'price' | 'distance';

/** What a buyer pays for `quantity` units delivered: price x quantity plus the seller's delivery charge. */
export function landedTotal(listing: Listing, quantity: number): number | null {
  if (!listing.delivery) return null;
  // In whole paise, as the server charges it.
  return (Math.round(listing.price * 100) * quantity + Math.round(listing.delivery.delivery_charge * 100)) / 100;
}

/** The offer has some stock, but less than the quantity asked for. */
export function isShortOf(listing: Pick<Listing, 'stock_quantity'>, quantity: number): boolean {
  return listing.stock_quantity > 0 && listing.stock_quantity < quantity;
}

/**
 * Suppliers in the chosen order; listings without a delivery estimate (no location) sort by price
 * and come after those with one when ordering by landed price or distance. Whatever the order, the
 * offers that can fill `quantity` come first, then those with less stock, then those out of stock.
 * Ties keep the id order.
 */
export function sortListings(listings: readonly Listing[], order: ListingOrder, quantity = 1): Listing[] {
  const key = (listing: Listing): number => {
    if (order === 'price') return listing.price;
    if (!listing.delivery) return Number.POSITIVE_INFINITY;
    return order === 'distance' ? listing.delivery.distance_km : (landedTotal(listing, quantity) ?? Number.POSITIVE_INFINITY);
  };
  const fill = (listing: Listing) => (isOutOfStock(listing) ? 2 : Number(isShortOf(listing, quantity)));
  return [...listings].sort((a, b) => fill(a) - fill(b) || key(a) - key(b) || a.price - b.price || a.id - b.id);
}

/** The offer's seller does not deliver to the place: its radius does not reach (it cannot be ordered there). */
export function isBeyondReach(listing: Pick<Listing, 'delivery'>): boolean {
  return listing.delivery?.within_reach === false;
}

/** The offers that can be ordered at the place, and those beyond their sellers' radii (shown only on request), in the given order. */
export function splitByReach<T extends Pick<Listing, 'delivery'>>(listings: readonly T[]): { inReach: T[]; beyondReach: T[] } {
  return { inReach: listings.filter((listing) => !isBeyondReach(listing)), beyondReach: listings.filter(isBeyondReach) };
}

/** Whether any listing carries a delivery estimate, i.e. the buyer's location is known to the server. */
export function hasDeliveryEstimates(listings: readonly Listing[]): boolean {
  return listings.some((listing) => listing.delivery !== null);
}

/** The /products address for a search, category and order, as the header search and footer links build it. */
export function productsPath(query: { search?: string | undefined; category_id?: number | null | undefined; sort?: string | undefined }): string {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.category_id) params.set('category_id', String(query.category_id));
  if (query.sort) params.set('sort', query.sort);
  const text = params.toString();
  return text ? `/products?${text}` : '/products';
}
