import { z } from 'zod';
import type { ListingDeletion, ListingUploadResult, SellerListing, SellerListingCreate, SellerListingUpdate } from '@nirmaan/core/pure';
import { MAX_SKU_LENGTH } from '../seller/listingCsv.ts';
import { isWholePaise, MAX_RUPEES, toPaise } from '../seller/money.ts';
import { errorResponse, INT4_MAX } from './shopSchemas.ts';

/*
 * The zod schemas of the seller's listing routes (spec toolkit §7: create takes product_id, price,
 * stock_quantity, seller_sku; update price, stock_quantity, seller_sku, is_active). Prices are
 * rupees in the API and paise after parsing. The type checks at the bottom keep them equal to the
 * client's types in core seller/sellerTypes.ts.
 */

export const LISTING_INPUT_MESSAGES = {
  product: 'Please select a product',
  productAndDefault: 'Send product_id or default_product_id, not both',
  price: 'Price must be an amount in rupees greater than 0, with at most 2 decimals',
  stock: 'Stock quantity must be a whole number of 0 or more',
  sku: `The seller SKU must be at most ${MAX_SKU_LENGTH} characters`,
  active: 'is_active must be true or false',
  empty: 'Nothing to change: send price, stock_quantity, seller_sku or is_active',
} as const;

/** Rupees, > 0, whole paise, within the integer paise column; parsed to paise. */
const price = z
  .number({ error: LISTING_INPUT_MESSAGES.price })
  .gt(0, LISTING_INPUT_MESSAGES.price)
  .max(MAX_RUPEES, LISTING_INPUT_MESSAGES.price)
  .refine(isWholePaise, LISTING_INPUT_MESSAGES.price)
  .transform(toPaise);

const stockQuantity = z.number({ error: LISTING_INPUT_MESSAGES.stock }).int(LISTING_INPUT_MESSAGES.stock).min(0, LISTING_INPUT_MESSAGES.stock).max(INT4_MAX, LISTING_INPUT_MESSAGES.stock);

/** Trimmed; empty means none. */
const sellerSku = z
  .string({ error: LISTING_INPUT_MESSAGES.sku })
  .trim()
  .max(MAX_SKU_LENGTH, LISTING_INPUT_MESSAGES.sku)
  .nullable()
  .transform((value) => value || null);

const productReference = z.number({ error: LISTING_INPUT_MESSAGES.product }).int(LISTING_INPUT_MESSAGES.product).min(1, LISTING_INPUT_MESSAGES.product).max(INT4_MAX, LISTING_INPUT_MESSAGES.product);

/** For a catalogue product (product_id) or one of the admins' default products (default_product_id): exactly one. */
export const createListingBody = z
  .object({
    product_id: productReference.optional(),
    default_product_id: productReference.optional(),
    price,
    stock_quantity: stockQuantity,
    seller_sku: sellerSku.optional().transform((value) => value ?? null),
    is_active: z.boolean({ error: LISTING_INPUT_MESSAGES.active }).optional().default(true),
  })
  .refine((body) => body.product_id !== undefined || body.default_product_id !== undefined, { message: LISTING_INPUT_MESSAGES.product, path: ['product_id'] })
  .refine((body) => body.product_id === undefined || body.default_product_id === undefined, { message: LISTING_INPUT_MESSAGES.productAndDefault, path: ['default_product_id'] });

export const updateListingBody = z
  .object({
    price: price.optional(),
    stock_quantity: stockQuantity.optional(),
    seller_sku: sellerSku.optional(),
    is_active: z.boolean({ error: LISTING_INPUT_MESSAGES.active }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), LISTING_INPUT_MESSAGES.empty);

export const listingResponse = z.object({
  id: z.number(),
  product_id: z.number(),
  product: z.object({ id: z.number(), name: z.string(), master_sku: z.string(), unit: z.string() }),
  price: z.number(),
  stock_quantity: z.number(),
  seller_sku: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const listingDeletionResponse = z.object({ id: z.number(), deleted: z.boolean(), deactivated: z.boolean(), detail: z.string() });

export const csvRowError = z.object({ row: z.number(), message: z.string() });

export const listingUploadResponse = z.object({ updated_listings: z.number(), created_history: z.number(), errors: z.array(csvRowError) });

/** The failures every seller route can answer, for the OpenAPI document. */
export const sellerErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse } as const;

/** A CSV upload can also be too large. */
export const uploadErrors = { ...sellerErrors, 413: errorResponse } as const;

// ---- the schemas accept and answer exactly the client's types ----------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _ListingMatchesCore = Assert<Same<z.output<typeof listingResponse>, SellerListing>>;
export type _DeletionMatchesCore = Assert<Same<z.output<typeof listingDeletionResponse>, ListingDeletion>>;
export type _UploadMatchesCore = Assert<Same<z.output<typeof listingUploadResponse>, ListingUploadResult>>;
export type _CreateAcceptsCore = Assert<[SellerListingCreate] extends [z.input<typeof createListingBody>] ? true : false>;
export type _UpdateAcceptsCore = Assert<[SellerListingUpdate] extends [z.input<typeof updateListingBody>] ? true : false>;
