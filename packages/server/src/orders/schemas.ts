import { z } from 'zod';
import type { Order } from '@nirmaan/core/pure';
import { ORDER_STATUSES } from '../db/schema.ts';
import { addressResponse } from '../shared/schemas.ts';
import { productImageResponse } from '../product-images/schemas.ts';

/*
 * The zod schema of the buyer's orders. It mirrors the client's type in @nirmaan/core
 * (orders/orderTypes.ts) field for field; the type check at the bottom keeps them equal. Money is in
 * rupees, times ISO 8601.
 */

const orderItem = z.object({
  id: z.number(),
  quantity: z.number(),
  price_per_unit: z.number(),
  listing: z.object({
    id: z.number().nullable(),
    product: z.object({ id: z.number().nullable(), name: z.string(), image_url: z.string().nullable(), image: productImageResponse.nullable() }),
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
  buyer_gstin: z.string().nullable(),
  buyer_business_name: z.string().nullable(),
  invoice_number: z.string().nullable(),
  credit_note_number: z.string().nullable(),
  seller: z.object({ id: z.number(), name: z.string(), phone: z.string().nullable() }),
  order_items: z.array(orderItem),
  status_history: z.array(z.object({ status: z.enum(ORDER_STATUSES), changed_at: z.string() })),
});

// ---- the schema answers exactly the client's type -----------------------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _OrderMatchesCore = Assert<Same<z.output<typeof orderResponse>, Order>>;
