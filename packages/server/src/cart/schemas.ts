import { z } from 'zod';
import type { Cart } from '@nirmaan/core/pure';
import { INT4_MAX } from '../shared/limits.ts';
import { idText } from '../shared/schemas.ts';
import { productImageResponse } from '../product-images/schemas.ts';

/*
 * The zod schemas of the buyer's cart routes. The response mirrors the client's type in
 * @nirmaan/core (cart/cartTypes.ts) field for field; the type check at the bottom keeps them equal.
 * Money is in rupees.
 */

export const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

/** A JSON quantity: a whole number >= 1 (never a string, a fraction, 0 or less). */
export const quantity = z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(INT4_MAX, 'Quantity is too large');

export const addToCartBody = z
  .object({
    listing_id: z
      .number({ error: 'Please select a supplier' })
      .int('Please select a supplier')
      .min(1, 'Please select a supplier')
      .max(INT4_MAX, 'Please select a supplier'),
    quantity,
  })
  .meta({ examples: [{ listing_id: 42, quantity: 50 }] });

export const updateCartItemBody = z.object({ quantity });

/** GET /cart: with a shipping address, its deliveries are charged to that address (as checkout will). */
export const cartQuery = z.object({ shipping_address_id: idText('shipping_address_id must be the id of one of your addresses').optional() });

const cartProduct = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string().nullable(),
  description: z.string().nullable(),
  master_sku: z.string(),
  image_url: z.string().nullable(),
  image: productImageResponse.nullable(),
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
  delivery_radius_km: z.number().nullable(),
  within_reach: z.boolean().nullable(),
});

export const cartResponse = z.object({
  cart_items: z.array(z.object({ id: z.number(), quantity: z.number(), listing: cartListing })),
  subtotal: z.number(),
  deliveries: z.array(sellerDeliveryEstimate),
  delivery_charges: z.number(),
  total_amount: z.number(),
  has_location: z.boolean(),
  address_not_served: z
    .string()
    .optional()
    .describe("With shipping_address_id at a pincode Nirmaan does not deliver to: the pincode check's words; checkout refuses it"),
});

// ---- the schema answers exactly the client's type -----------------------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _CartMatchesCore = Assert<Same<z.output<typeof cartResponse>, Cart>>;
