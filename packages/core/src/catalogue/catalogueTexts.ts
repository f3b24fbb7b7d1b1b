import type { Listing } from './catalogueTypes.ts';

// productTitle lives in a module of its own, so a widget naming products without these texts does not carry them.
export { productTitle } from './productTitle.ts';

// The catalogue's texts and names, apart from its rules (catalogueRules.ts): the cart and the
// orders name products and sellers without needing the catalogue's sorting and paging.

/** The texts of the catalogue screens, exactly as spec storefront §2 and §8 word them. */
export const CATALOGUE_MESSAGES = {
  noProducts: 'No products found.',
  noProductsHint: 'Try adjusting your search or filters.',
  productNotFound: 'Product not found',
  noSuppliers: 'No suppliers available for this product at the moment.',
  unknownSeller: 'Unknown Seller',
  addressUnknown: 'Address not available',
  limitedStock: 'Limited Stock',
  outOfStock: 'Out of stock',
  /** More asked for than the supplier has: how many there are (the quantity is never cut silently). */
  onlyInStock: (stock: number, unit: string) => `Only ${stock} ${unit} in stock with this supplier`,
  /** The product page's quantity starts at the product's typical order. */
  typicalOrder: (quantity: string, unit: string) => `A typical order is ${quantity} ${unit}.`,
  loginToAdd: 'Please login to add items to cart',
  selectSupplier: 'Please select a supplier',
  addedToCart: 'Product added to cart!',
  addFailed: 'Failed to add product to cart. Please try again.',
} as const;

/**
 * The header search's line when what was typed matches no product, and its way out: a quote
 * request for it (the quote form's material 'Other', the text in its message).
 */
export const SEARCH_MESSAGES = {
  noMatch: (text: string) => `No products match "${text}".`,
  askForQuote: 'Request a quote',
  quoteMaterial: 'Other',
  quoteMessage: (text: string) => `Looking for: ${text}`,
} as const;

export function sellerName(listing: Pick<Listing, 'seller'>): string {
  return listing.seller?.name?.trim() || CATALOGUE_MESSAGES.unknownSeller;
}

export function sellerAddress(listing: Pick<Listing, 'seller'>): string {
  return listing.seller?.address?.trim() || CATALOGUE_MESSAGES.addressUnknown;
}
