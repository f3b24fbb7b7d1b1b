import { z } from 'zod';
import type { CheckoutResponse } from '@nirmaan/core/pure';
import { orderResponse } from '../orders/schemas.ts';
import { idText, partnerIdField } from '../shared/schemas.ts';

/*
 * The zod schemas of checkout (POST /cart/checkout). The answer is an order (orders/schemas.ts) with
 * the ids of every order the cart became; the type check at the bottom keeps it equal to the
 * client's type in @nirmaan/core (orders/orderTypes.ts).
 */

export const checkoutQuery = z.object({
  shipping_address_id: idText('Please select a shipping address'),
  /** The partner site whose checkout widget placed the orders (stored with each of them). */
  partner_id: partnerIdField,
});

export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 characters';

/** Other headers pass through untouched (the bearer token among them). */
export const checkoutHeaders = z.looseObject({
  'idempotency-key': z.string().min(1, IDEMPOTENCY_KEY_MESSAGE).max(255, IDEMPOTENCY_KEY_MESSAGE).optional(),
});

export const checkoutResponse = orderResponse.extend({ order_ids: z.array(z.number()) });

// ---- the schema answers exactly the client's type -----------------------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _CheckoutMatchesCore = Assert<Same<z.output<typeof checkoutResponse>, CheckoutResponse>>;
