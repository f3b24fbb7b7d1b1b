import { z } from 'zod';
import type {
  ListingDeletion,
  ListingUploadResult,
  SellerListing,
  SellerListingCreate,
  SellerListingUpdate,
  SellerOrder,
  SellerOrderStatusUpdate,
} from '@nirmaan/core/pure';
import { ORDER_SOURCES, ORDER_STATUSES } from '../db/schema.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { isWholePaise, MAX_RUPEES, toPaise } from '../shared/money.ts';
import { addressResponse, csvRowError } from '../shared/schemas.ts';
import { MAX_SKU_LENGTH } from './listingCsv.ts';

/*
 * The zod schemas of the seller's routes. Listings (spec toolkit §7: create takes product_id, price,
 * stock_quantity, seller_sku; update price, stock_quantity, seller_sku, is_active): prices are
 * rupees in the API and paise after parsing. Orders (spec toolkit §3 "Order (seller view)", §7).
 * The type checks at the bottom keep them equal to the client's types in core seller/sellerTypes.ts.
 */

// ---- listings ----------------------------------------------------------------------------------

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

const stockQuantity = z
  .number({ error: LISTING_INPUT_MESSAGES.stock })
  .int(LISTING_INPUT_MESSAGES.stock)
  .min(0, LISTING_INPUT_MESSAGES.stock)
  .max(INT4_MAX, LISTING_INPUT_MESSAGES.stock);

/** Trimmed; empty means none. */
const sellerSku = z
  .string({ error: LISTING_INPUT_MESSAGES.sku })
  .trim()
  .max(MAX_SKU_LENGTH, LISTING_INPUT_MESSAGES.sku)
  .nullable()
  .transform((value) => value || null);

const productReference = z
  .number({ error: LISTING_INPUT_MESSAGES.product })
  .int(LISTING_INPUT_MESSAGES.product)
  .min(1, LISTING_INPUT_MESSAGES.product)
  .max(INT4_MAX, LISTING_INPUT_MESSAGES.product);

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
  .refine((body) => body.product_id === undefined || body.default_product_id === undefined, {
    message: LISTING_INPUT_MESSAGES.productAndDefault,
    path: ['default_product_id'],
  });

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
  /** is_active: false when an admin has withdrawn the product from the catalogue (buyers no longer see it). */
  product: z.object({ id: z.number(), name: z.string(), master_sku: z.string(), unit: z.string(), is_active: z.boolean() }),
  price: z.number(),
  stock_quantity: z.number(),
  seller_sku: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const listingDeletionResponse = z.object({ id: z.number(), deleted: z.boolean(), deactivated: z.boolean(), detail: z.string() });

export const listingUploadResponse = z.object({ updated_listings: z.number(), created_history: z.number(), errors: z.array(csvRowError) });

// ---- orders ------------------------------------------------------------------------------------

export const ORDER_LIST_LIMIT = 100;
export const ORDER_LIST_MAX = 500;

export const sellerOrdersQuery = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${ORDER_LIST_MAX}` })
    .int()
    .min(1)
    .max(ORDER_LIST_MAX)
    .default(ORDER_LIST_LIMIT),
  offset: z.coerce.number({ error: 'offset must be a whole number of 0 or more' }).int().min(0).max(1_000_000).default(0),
});

export const STATUS_MESSAGE = `status must be one of ${ORDER_STATUSES.join(', ')}`;

export const orderStatusBody = z.object({ status: z.enum(ORDER_STATUSES, { error: STATUS_MESSAGE }) });

const statusEnum = z.enum(ORDER_STATUSES);

export const sellerOrderResponse = z.object({
  id: z.number(),
  status: statusEnum,
  source: z.enum(ORDER_SOURCES),
  order_date: z.string(),
  subtotal: z.number(),
  delivery_charges: z.number(),
  total_amount: z.number(),
  payment_method: z.literal('cod'),
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), phone: z.string(), email: z.string().nullable() }).nullable(),
  customer: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
  shipping_address: addressResponse.omit({ id: true, is_default: true }).nullable(),
  order_items: z.array(
    z.object({
      id: z.number(),
      quantity: z.number(),
      price_per_unit: z.number(),
      listing: z.object({ id: z.number().nullable(), product: z.object({ id: z.number().nullable(), name: z.string() }) }),
    }),
  ),
  status_history: z.array(z.object({ status: statusEnum, changed_at: z.string() })),
  next_status: statusEnum.nullable(),
  invoice_number: z.string().nullable().describe("The tax invoice's number (download it from ./{id}/invoice.pdf); null when none was issued"),
  credit_note_number: z.string().nullable().describe("The credit note's number once an invoiced order is cancelled (./{id}/credit-note.pdf)"),
});

// ---- the schemas accept and answer exactly the client's types ----------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _ListingMatchesCore = Assert<Same<z.output<typeof listingResponse>, SellerListing>>;
export type _DeletionMatchesCore = Assert<Same<z.output<typeof listingDeletionResponse>, ListingDeletion>>;
export type _UploadMatchesCore = Assert<Same<z.output<typeof listingUploadResponse>, ListingUploadResult>>;
export type _CreateAcceptsCore = Assert<[SellerListingCreate] extends [z.input<typeof createListingBody>] ? true : false>;
export type _UpdateAcceptsCore = Assert<[SellerListingUpdate] extends [z.input<typeof updateListingBody>] ? true : false>;
export type _SellerOrderMatchesCore = Assert<Same<z.output<typeof sellerOrderResponse>, SellerOrder>>;
export type _StatusBodyAcceptsCore = Assert<Same<z.input<typeof orderStatusBody>, SellerOrderStatusUpdate>>;
