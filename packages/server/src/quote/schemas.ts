import { z } from 'zod';
import {
  isEmail,
  MAX_QUOTE_QUANTITY,
  PINCODE_MESSAGES,
  QUOTE_MATERIALS,
  QUOTE_MESSAGES,
  QUOTE_UNITS,
  type QuoteReceipt,
  type QuoteRequest,
} from '@nirmaan/core/pure';
import { INT4_MAX } from '../shared/limits.ts';
import { partnerIdField } from '../shared/schemas.ts';

const trimmed = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  trimmed(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The quote request as the widget sends it; the same rules as the form (core quotes/quoteRules.ts). */
export const quoteBody = z.object({
  name: trimmed(120).min(1, QUOTE_MESSAGES.name),
  email: trimmed(254).refine(isEmail, QUOTE_MESSAGES.email),
  phone: z
    .string()
    .trim()
    .regex(/^\d{10}$/, QUOTE_MESSAGES.phone),
  company: optionalText(160),
  material: z.enum(QUOTE_MATERIALS, { error: QUOTE_MESSAGES.material }),
  quantity: z.number({ error: QUOTE_MESSAGES.quantity }).gt(0, QUOTE_MESSAGES.quantity).max(MAX_QUOTE_QUANTITY, QUOTE_MESSAGES.quantity),
  unit: z.enum(QUOTE_UNITS, { error: QUOTE_MESSAGES.unit }),
  message: optionalText(2000),
  product_id: z.number().int().min(1).max(INT4_MAX).nullish(),
  listing_id: z.number().int().min(1).max(INT4_MAX).nullish(),
  site_pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, PINCODE_MESSAGES.invalid)
    .nullish(),
  partner_id: partnerIdField,
});

export const receiptResponse = z.object({ id: z.number(), created_at: z.string() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** What the widget sends is what the route accepts, and the receipt is what the widget reads. */
export type _QuoteBodyAcceptsCore = Assert<[QuoteRequest] extends [z.input<typeof quoteBody>] ? true : false>;
export type _ReceiptMatchesCore = Assert<Same<z.output<typeof receiptResponse>, QuoteReceipt>>;
