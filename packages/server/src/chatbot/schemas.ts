import { z } from 'zod';
import { type ChatbotCategory, type ChatbotInquiry, type ChatbotProduct, type ChatbotReceipt, INVALID_PHONE_MESSAGE } from '@nirmaan/core/pure';
import { INT4_MAX } from '../shared/limits.ts';
import { partnerIdField } from '../shared/schemas.ts';

/*
 * The zod schemas of the chatbot's calls (spec storefront §7); the type checks at the bottom keep
 * them equal to the client's types in core.
 */

export const CHATBOT_MESSAGES = { name: 'Please enter your name', phone: INVALID_PHONE_MESSAGE } as const;

const optionalName = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null);
const optionalId = z.number().int().min(1).max(INT4_MAX).nullish();

export const inquiryBody = z.object({
  buyer_name: z.string({ error: CHATBOT_MESSAGES.name }).trim().min(1, CHATBOT_MESSAGES.name).max(120),
  phone_number: z
    .string({ error: CHATBOT_MESSAGES.phone })
    .trim()
    .regex(/^\d{10}$/, CHATBOT_MESSAGES.phone),
  category_name: optionalName,
  subcategory_name: optionalName,
  product_name: optionalName,
  inquiry_date: z.iso.datetime({ offset: true, error: 'inquiry_date must be an ISO time' }).optional(),
  category_id: optionalId,
  product_id: optionalId,
  partner_id: partnerIdField,
});

export const categoryResponse = z.object({ id: z.number(), name: z.string(), subcategories: z.array(z.object({ id: z.number(), name: z.string() })) });
export const productResponse = z.object({ id: z.number(), name: z.string() });
export const receiptResponse = z.object({ id: z.number(), sellers_notified: z.number() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _ChatbotCategoryMatchesCore = Assert<Same<z.output<typeof categoryResponse>, ChatbotCategory>>;
export type _ChatbotProductMatchesCore = Assert<Same<z.output<typeof productResponse>, ChatbotProduct>>;
export type _ChatbotReceiptMatchesCore = Assert<Same<z.output<typeof receiptResponse>, ChatbotReceipt>>;
export type _ChatbotBodyAcceptsCore = Assert<[ChatbotInquiry] extends [z.input<typeof inquiryBody>] ? true : false>;
