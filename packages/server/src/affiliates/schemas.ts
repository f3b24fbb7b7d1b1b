import { z } from 'zod';
import { AFFILIATE_LIMITS, AFFILIATE_MESSAGES as M, isHttpUrl, type Affiliate, type AffiliateDeletion, type AffiliateInput } from '@nirmaan/core/pure';

/*
 * The zod schemas of the affiliate routes (spec toolkit §2 'Affiliates', §5, §7); the type checks at
 * the bottom keep them equal to the client's types in core.
 */

/** Title and URL may arrive missing or blank: the route answers 400 'Title and URL are required' itself (spec toolkit §5). */
const requiredText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).nullish();
const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(AFFILIATE_LIMITS.url, message)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isHttpUrl(value), message);

const affiliateFields = {
  title: requiredText(AFFILIATE_LIMITS.title, M.titleTooLong),
  url: requiredText(AFFILIATE_LIMITS.url, M.url).refine((value) => !value || isHttpUrl(value), M.url),
  description: z
    .string()
    .trim()
    .max(AFFILIATE_LIMITS.description, M.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
  image_url: httpUrl(M.imageUrl),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  sort_order: z.number({ error: M.sortOrder }).int(M.sortOrder).min(0, M.sortOrder).max(AFFILIATE_LIMITS.sortOrder, M.sortOrder),
};

/** POST /affiliates/: active true and sort order 0 unless given (spec toolkit §9). */
export const createAffiliateBody = z.object({
  ...affiliateFields,
  is_active: affiliateFields.is_active.default(true),
  sort_order: affiliateFields.sort_order.default(0),
});

/** PUT /affiliates/{id}: the fields sent change; a title or URL sent blank is the same 400 as a missing one. */
export const updateAffiliateBody = z.object({
  title: affiliateFields.title,
  url: affiliateFields.url,
  description: z.string().trim().max(AFFILIATE_LIMITS.description, M.descriptionTooLong).nullable().optional(),
  image_url: z
    .string()
    .trim()
    .max(AFFILIATE_LIMITS.url, M.imageUrl)
    .nullable()
    .optional()
    .refine((value) => !value || isHttpUrl(value), M.imageUrl),
  is_active: affiliateFields.is_active.optional(),
  sort_order: affiliateFields.sort_order.optional(),
});

export const affiliateListQuery = z.object({
  only_active: z
    .enum(['true', 'false', '1', '0'], { error: 'only_active must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .default(true),
});

export const affiliateResponse = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  image_url: z.string().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number(),
});
export const affiliateDeletionResponse = z.object({ id: z.number(), detail: z.string() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _AffiliateMatchesCore = Assert<Same<z.output<typeof affiliateResponse>, Affiliate>>;
export type _DeletionMatchesCore = Assert<Same<z.output<typeof affiliateDeletionResponse>, AffiliateDeletion>>;
export type _CreateAcceptsCore = Assert<[AffiliateInput] extends [z.input<typeof createAffiliateBody>] ? true : false>;
export type _UpdateAcceptsCore = Assert<[Partial<AffiliateInput>] extends [z.input<typeof updateAffiliateBody>] ? true : false>;
