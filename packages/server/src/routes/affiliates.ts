import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AFFILIATE_LIMITS, AFFILIATE_MESSAGES as M, isHttpUrl, type Affiliate, type AffiliateDeletion, type AffiliateInput } from '@nirmaan/core/pure';
import { requireRole } from '../auth/guard.ts';
import { affiliates } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { adminErrors } from './adminSchemas.ts';
import { publicErrors } from './catalogueSchemas.ts';
import { idParams } from './shopSchemas.ts';

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

const affiliateOf = (row: typeof affiliates.$inferSelect): Affiliate => ({
  id: row.id,
  title: row.title,
  url: row.url,
  image_url: row.imageUrl,
  description: row.description,
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

const order = [asc(affiliates.sortOrder), asc(affiliates.id)];

/**
 * /api/v1/affiliates (spec toolkit §2 'Affiliates', §7): the public list (active ones unless
 * only_active=false) and the admins' list, create, update and delete; by sort order then id.
 */
export async function affiliateRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const adminOnly = requireRole(context, 'admin');
  const tags = ['affiliates'];

  api.get(
    '/',
    { schema: { tags, summary: 'Affiliates by sort order then id; only the active ones unless only_active=false', querystring: affiliateListQuery, response: { 200: z.array(affiliateResponse), ...publicErrors } } },
    async (request) => {
      const rows = await db
        .select()
        .from(affiliates)
        .where(request.query.only_active ? eq(affiliates.isActive, true) : undefined)
        .orderBy(...order);
      return rows.map(affiliateOf);
    },
  );

  api.get('/all', { schema: { tags, summary: 'Every affiliate, active or not (admin)', response: { 200: z.array(affiliateResponse), ...adminErrors } }, onRequest: adminOnly }, async () => {
    const rows = await db.select().from(affiliates).orderBy(...order);
    return rows.map(affiliateOf);
  });

  api.post(
    '/',
    { schema: { tags, summary: "Add an affiliate (admin); a missing title or URL is 400 'Title and URL are required'", body: createAffiliateBody, response: { 201: affiliateResponse, ...adminErrors } }, onRequest: adminOnly },
    async (request, reply) => {
      const { title, url, description, image_url: imageUrl, is_active: isActive, sort_order: sortOrder } = request.body;
      if (!title || !url) throw badRequest(M.required);
      const [row] = await db.insert(affiliates).values({ title, url, description, imageUrl, isActive, sortOrder }).returning();
      return reply.code(201).send(affiliateOf(row!));
    },
  );

  api.put(
    '/:id',
    { schema: { tags, summary: 'Change an affiliate (admin); only the fields sent change', params: idParams, body: updateAffiliateBody, response: { 200: affiliateResponse, ...adminErrors } }, onRequest: adminOnly },
    async (request) => {
      const { title, url, description, image_url: imageUrl, is_active: isActive, sort_order: sortOrder } = request.body;
      if ((title !== undefined && !title) || (url !== undefined && !url)) throw badRequest(M.required);
      // Absent fields stay as they are; a blank description or image address clears it.
      const cleared = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
      const changes = { title: title ?? undefined, url: url ?? undefined, description: cleared(description), imageUrl: cleared(imageUrl), isActive, sortOrder };
      const hasChanges = Object.values(changes).some((value) => value !== undefined);
      const [row] = hasChanges
        ? await db.update(affiliates).set(changes).where(eq(affiliates.id, request.params.id)).returning()
        : await db.select().from(affiliates).where(eq(affiliates.id, request.params.id));
      if (!row) throw notFound(M.notFound);
      return affiliateOf(row);
    },
  );

  api.delete(
    '/:id',
    { schema: { tags, summary: 'Delete an affiliate (admin)', params: idParams, response: { 200: affiliateDeletionResponse, ...adminErrors } }, onRequest: adminOnly },
    async (request) => {
      const [row] = await db.delete(affiliates).where(eq(affiliates.id, request.params.id)).returning({ id: affiliates.id });
      if (!row) throw notFound(M.notFound);
      return { id: row.id, detail: M.deleted };
    },
  );
}
