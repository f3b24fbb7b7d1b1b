import { z } from 'zod';
import type { Cart, Address, CheckoutResponse, Order } from '@nirmaan/core/pure';
import { ORDER_STATUSES } from '../db/schema.ts';

/*
 * The zod schemas of the buyer's cart, addresses, checkout and orders routes. The response schemas
 * mirror the client's types in @nirmaan/core (cart/cartTypes.ts, orders/orderTypes.ts) field for
 * field; the type checks at the bottom keep them equal. Money is in rupees, times ISO 8601.
 */

/** PostgreSQL `integer`: ids and quantities beyond it can never exist. */
export const INT4_MAX = 2_147_483_647;

/** A numeric id in a path or query string: digits only, 1 .. INT4_MAX; anything else is a 422. */
export const idText = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= INT4_MAX, message);

export const idParams = z.object({ id: idText('The id must be a positive whole number') });

export const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

/** A JSON quantity: a whole number >= 1 (never a string, a fraction, 0 or less). */
export const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(INT4_MAX, 'Quantity is too large');

export const addToCartBody = z.object({
  listing_id: z.number({ error: 'Please select a supplier' }).int('Please select a supplier').min(1, 'Please select a supplier').max(INT4_MAX, 'Please select a supplier'),
  quantity,
});

export const updateCartItemBody = z.object({ quantity });

export const checkoutQuery = z.object({ shipping_address_id: idText('Please select a shipping address') });

export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 characters';

/** Other headers pass through untouched (the bearer token among them). */
export const checkoutHeaders = z.looseObject({
  'idempotency-key': z.string().min(1, IDEMPOTENCY_KEY_MESSAGE).max(255, IDEMPOTENCY_KEY_MESSAGE).optional(),
});

/** Every failure: `{"detail": "..."}`; a 422 adds the field errors. */
export const errorResponse = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** The failures every buyer route can answer, for the OpenAPI document. */
export const buyerErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse } as const;

// ---- cart --------------------------------------------------------------------------------------

const cartProduct = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string().nullable(),
  description: z.string().nullable(),
  master_sku: z.string(),
  image_url: z.string().nullable(),
  unit: z.string(),
});

const listingSeller = z.object({
  id: z.number(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
});

const cartListing = z.object({
  id: z.number(),
  price: z.number(),
  stock_quantity: z.number(),
  seller_sku: z.string().nullable(),
  is_active: z.boolean(),
  seller: listingSeller.nullable(),
  product: cartProduct,
});

const sellerDeliveryEstimate = z.object({
  seller_id: z.number(),
  seller_name: z.string().nullable(),
  distance_km: z.number().nullable(),
  delivery_charge: z.number(),
});

export const cartResponse = z.object({
  cart_items: z.array(z.object({ id: z.number(), quantity: z.number(), listing: cartListing })),
  subtotal: z.number(),
  deliveries: z.array(sellerDeliveryEstimate),
  delivery_charges: z.number(),
  total_amount: z.number(),
  has_location: z.boolean(),
});

// ---- addresses ---------------------------------------------------------------------------------

export const addressResponse = z.object({
  id: z.number(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_default: z.boolean(),
});

// ---- orders ------------------------------------------------------------------------------------

const orderItem = z.object({
  id: z.number(),
  quantity: z.number(),
  price_per_unit: z.number(),
  listing: z.object({
    id: z.number().nullable(),
    product: z.object({ id: z.number().nullable(), name: z.string(), image_url: z.string().nullable() }),
  }),
});

export const orderResponse = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  shipping_address_id: z.number().nullable(),
  shipping_address: addressResponse.omit({ id: true, is_default: true }).nullable(),
  order_date: z.string(),
  subtotal: z.number(),
  delivery_charges: z.number(),
  total_amount: z.number(),
  delivery_distance_km: z.number().nullable(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.literal('cod'),
  seller: z.object({ id: z.number(), name: z.string(), phone: z.string().nullable() }),
  order_items: z.array(orderItem),
  status_history: z.array(z.object({ status: z.enum(ORDER_STATUSES), changed_at: z.string() })),
});

export const checkoutResponse = orderResponse.extend({ order_ids: z.array(z.number()) });

// ---- the schemas answer exactly the client's types ----------------------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _CartMatchesCore = Assert<Same<z.output<typeof cartResponse>, Cart>>;
export type _AddressMatchesCore = Assert<Same<z.output<typeof addressResponse>, Address>>;
export type _OrderMatchesCore = Assert<Same<z.output<typeof orderResponse>, Order>>;
export type _CheckoutMatchesCore = Assert<Same<z.output<typeof checkoutResponse>, CheckoutResponse>>;
