import { z } from 'zod';
import { PINCODE_MESSAGES, type Category, type Listing, type Product, type ProductSuggestion } from '@nirmaan/core/pure';
import { CITIES } from '../db/tables/values.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { idText, wholeNumberText } from '../shared/schemas.ts';
import { productImageResponse } from '../product-images/schemas.ts';

/*
 * The zod schemas of the public catalogue routes. The responses mirror the client's
 * types in @nirmaan/core (catalogue/catalogueTypes.ts); the checks at the bottom keep them equal.
 */

export const PRODUCT_NOT_FOUND = 'Product not found';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const productIdParams = z.object({ id: idText('The product id must be a positive whole number') });

/** The place offers are counted and estimated for when the caller has no stored location: the header's pincode, else its city. */
const placeFields = {
  /** A visitor's pincode (the header's): deliveries are estimated to its centroid when the caller has no stored location. */
  pincode: z
    .string()
    .regex(/^\d{6}$/, PINCODE_MESSAGES.invalid)
    .optional(),
  /** A visitor's city (the header's), when there is no pincode: deliveries are estimated to its centre. */
  city: z.enum(CITIES, { error: `city must be one of ${CITIES.join(', ')}` }).optional(),
};

export const productsQuery = z.object({
  search: z.string().max(200, 'Search text is too long').optional(),
  category_id: wholeNumberText('category_id must be a positive whole number', 1, INT4_MAX).optional(),
  sort: z.enum(['name', 'category'], { error: "sort must be 'name' or 'category'" }).optional(),
  /**
   * 'all' (default): products with every word of the search. 'most': when no product has them all,
   * those with most of them (the words no product has dropped, then the commonest); X-Matched-Words
   * then lists the words matched.
   */
  match: z.enum(['all', 'most'], { error: "match must be 'all' or 'most'" }).default('all'),
  limit: wholeNumberText(`limit must be between 1 and ${MAX_PAGE_SIZE}`, 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: wholeNumberText('offset must be 0 or more', 0, INT4_MAX).default(0),
  /** With a place, each product's lowest price and offer count are those of the sellers that deliver there. */
  ...placeFields,
});

export const suggestionsQuery = z.object({ q: z.string().max(200, 'Search text is too long').default('') });

export const listingsQuery = z.object({
  quantity: wholeNumberText('Quantity must be a whole number of at least 1', 1, 1_000_000).default(1),
  ...placeFields,
});

const categoryRef = z.object({ id: z.number(), name: z.string() });

export const categoryResponse = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  parent_id: z.number().nullable(),
  product_count: z.number(),
});

export const productResponse = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string().nullable(),
  master_sku: z.string(),
  brand: z.string().nullable(),
  unit: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  images: z.array(productImageResponse),
  category_id: z.number(),
  category: z.string().nullable(),
  parent_category: categoryRef.nullable(),
  specifications: z.record(z.string(), z.string()),
  typical_quantity: z.number().int().positive(),
  min_price: z.number().nullable(),
  listing_count: z.number(),
});

export const suggestionResponse = z.object({ id: z.number(), name: z.string(), master_sku: z.string(), category: z.string().nullable() });

export const listingResponse = z.object({
  id: z.number(),
  product_id: z.number(),
  price: z.number(),
  stock_quantity: z.number(),
  seller_sku: z.string().nullable(),
  is_active: z.boolean(),
  seller: z
    .object({ id: z.number(), name: z.string().nullable(), address: z.string().nullable(), phone: z.string().nullable(), city: z.string().nullable() })
    .nullable(),
  delivery: z
    .object({ distance_km: z.number(), delivery_charge: z.number(), landed_total: z.number(), delivery_radius_km: z.number(), within_reach: z.boolean() })
    .nullable(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _CategoryMatchesCore = Assert<Same<z.output<typeof categoryResponse>, Category>>;
export type _ProductMatchesCore = Assert<Same<z.output<typeof productResponse>, Product>>;
export type _SuggestionMatchesCore = Assert<Same<z.output<typeof suggestionResponse>, ProductSuggestion>>;
export type _ListingMatchesCore = Assert<Same<z.output<typeof listingResponse>, Listing>>;
