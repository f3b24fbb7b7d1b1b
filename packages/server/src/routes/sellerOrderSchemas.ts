import { z } from 'zod';
import type { SellerOrder, SellerOrderStatusUpdate } from '@nirmaan/core/pure';
import { ORDER_SOURCES, ORDER_STATUSES } from '../db/schema.ts';
import { addressResponse } from './shopSchemas.ts';

/*
 * The zod schemas of the seller's order routes (spec toolkit §3 "Order (seller view)", §7). The
 * response mirrors core seller/sellerTypes.ts SellerOrder; the checks at the bottom keep them equal.
 */

export const ORDER_LIST_LIMIT = 100;
export const ORDER_LIST_MAX = 500;

export const sellerOrdersQuery = z.object({
  limit: z.coerce.number({ error: `limit must be a whole number from 1 to ${ORDER_LIST_MAX}` }).int().min(1).max(ORDER_LIST_MAX).default(ORDER_LIST_LIMIT),
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
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _SellerOrderMatchesCore = Assert<Same<z.output<typeof sellerOrderResponse>, SellerOrder>>;
export type _StatusBodyAcceptsCore = Assert<Same<z.input<typeof orderStatusBody>, SellerOrderStatusUpdate>>;
