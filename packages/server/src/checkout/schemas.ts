import { z } from 'zod';
import { BUSINESS_BUYER_MESSAGES, GSTIN_MESSAGES, normaliseGstin, validateBusinessBuyer, type CheckoutResponse } from '@nirmaan/core/pure';
import { orderResponse } from '../orders/schemas.ts';
import { idText, partnerIdField } from '../shared/schemas.ts';

/*
 * The zod schemas of checkout (POST /cart/checkout). The answer is an order (orders/schemas.ts) with
 * the ids of every order the cart became; the type check at the bottom keeps it equal to the
 * client's type in @nirmaan/core (orders/orderTypes.ts).
 */

/** Checkout's optional business details (core validateBusinessBuyer): the GSTIN normalised, empty texts as absent. */
export const checkoutQuery = z
  .object({
    shipping_address_id: idText('Please select a shipping address'),
    /** The partner site whose checkout widget placed the orders (stored with each of them). */
    partner_id: partnerIdField,
    buyer_gstin: z.string().max(64, GSTIN_MESSAGES.format).optional(),
    buyer_business_name: z.string().max(500, BUSINESS_BUYER_MESSAGES.nameLength).optional(),
  })
  .superRefine((query, context) => {
    const errors = validateBusinessBuyer({ gstin: query.buyer_gstin ?? '', businessName: query.buyer_business_name ?? '' });
    if (errors.gstin) context.addIssue({ code: 'custom', path: ['buyer_gstin'], message: errors.gstin });
    if (errors.businessName) context.addIssue({ code: 'custom', path: ['buyer_business_name'], message: errors.businessName });
  })
  .transform(({ buyer_gstin, buyer_business_name, ...rest }) => ({
    ...rest,
    buyer_gstin: buyer_gstin?.trim() ? normaliseGstin(buyer_gstin) : null,
    buyer_business_name: buyer_business_name?.trim() || null,
  }));

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
