import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOG_LIMITS, BLOG_LIST_LIMIT, BLOG_MESSAGES as M, DEFAULT_AUTHOR, isHttpUrl, isSlug, type BlogPost, type BlogPostInput, type BlogPostSummary } from '@nirmaan/core/pure';
import { accountOf, requireRole } from '../auth/guard.ts';
import { cleanPostHtml, hasVisibleContent, readTimeOf } from '../content/postHtml.ts';
import { admins, blogPosts } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { adminErrors } from './adminSchemas.ts';
import { publicErrors } from './catalogueSchemas.ts';

/** Optional text: trimmed, at most `max` characters; blank and null mean none. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const blogListQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be between 1 and ${BLOG_LIST_LIMIT}`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= BLOG_LIST_LIMIT, `limit must be between 1 and ${BLOG_LIST_LIMIT}`)
    .default(BLOG_LIST_LIMIT),
  category: z.string().trim().max(BLOG_LIMITS.category, M.categoryTooLong).optional(),
});

export const blogSlugParams = z.object({ slug: z.string().max(400) });

/** POST /blog/: the admin's create form (spec toolkit §7); the body is cleaned before it is stored. */
export const createBlogPostBody = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(BLOG_LIMITS.title, M.titleTooLong),
  slug: z
    .string({ error: M.slugRequired })
    .trim()
    .min(1, M.slugRequired)
    .max(BLOG_LIMITS.slug, M.slugTooLong)
    .refine(isSlug, M.slugShape),
  content: z.string({ error: M.contentRequired }).trim().min(1, M.contentRequired).max(BLOG_LIMITS.content, M.contentTooLong),
  category: optionalText(BLOG_LIMITS.category, M.categoryTooLong),
  excerpt: optionalText(BLOG_LIMITS.excerpt, M.excerptTooLong),
  cover_image_url: optionalText(BLOG_LIMITS.url, M.coverImageUrl).refine((url) => url === null || isHttpUrl(url), M.coverImageUrl),
  read_time_minutes: z.number({ error: M.readTime }).int(M.readTime).min(1, M.readTime).max(BLOG_LIMITS.readTime, M.readTime).nullish(),
});

const summaryFields = {
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  excerpt: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  read_time_minutes: z.number().nullable(),
  author_name: z.string(),
  created_at: z.string(),
};
export const blogPostSummaryResponse = z.object(summaryFields);
export const blogPostResponse = z.object({ ...summaryFields, content: z.string() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _SummaryMatchesCore = Assert<Same<z.output<typeof blogPostSummaryResponse>, BlogPostSummary>>;
export type _PostMatchesCore = Assert<Same<z.output<typeof blogPostResponse>, BlogPost>>;
export type _CreateAcceptsCore = Assert<[BlogPostInput] extends [z.input<typeof createBlogPostBody>] ? true : false>;

type BlogRow = typeof blogPosts.$inferSelect;

function summaryOf(row: Omit<BlogRow, 'contentHtml'>): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    excerpt: row.excerpt,
    cover_image_url: row.coverImageUrl,
    read_time_minutes: row.readTimeMinutes,
    author_name: row.authorName,
    created_at: row.createdAt.toISOString(),
  };
}

const postOf = (row: BlogRow): BlogPost => ({ ...summaryOf(row), content: row.contentHtml });

/**
 * /api/v1/blog (spec toolkit §2 'Blog', §7): the newest posts (50 at most, one category when
 * asked), one post by its slug, and creating a post (admins only). Bodies are stored sanitised.
 */
export async function blogRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const tags = ['blog'];
  const { contentHtml: _body, ...listColumns } = getTableColumns(blogPosts);

  api.get(
    '/',
    { schema: { tags, summary: 'Posts newest first, without their bodies; limit (50, at most 50), category', querystring: blogListQuery, response: { 200: z.array(blogPostSummaryResponse), ...publicErrors } } },
    async (request) => {
      const { limit, category } = request.query;
      const rows = await db
        .select(listColumns)
        .from(blogPosts)
        .where(category ? eq(blogPosts.category, category) : undefined)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(limit);
      return rows.map(summaryOf);
    },
  );

  api.get(
    '/:slug',
    { schema: { tags, summary: 'One post with its HTML body (sanitised when it was stored)', params: blogSlugParams, response: { 200: blogPostResponse, ...publicErrors } } },
    async (request) => {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, request.params.slug)).limit(1);
      if (!row) throw notFound(M.notFound);
      return postOf(row);
    },
  );

  api.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a post (admin). The HTML body is cleaned with an allow-list; a slug in use is a 409',
        body: createBlogPostBody,
        response: { 201: blogPostResponse, ...adminErrors },
      },
      onRequest: requireRole(context, 'admin'),
    },
    async (request, reply) => {
      const { title, slug, content, category, excerpt, cover_image_url: coverImageUrl, read_time_minutes: readTime } = request.body;
      const contentHtml = cleanPostHtml(content);
      if (!hasVisibleContent(contentHtml)) throw badRequest(M.contentEmptyAfterCleaning);
      const [author] = await db.select({ firstName: admins.firstName, lastName: admins.lastName }).from(admins).where(eq(admins.id, accountOf(request).id));
      const authorName = `${author?.firstName ?? ''} ${author?.lastName ?? ''}`.trim() || DEFAULT_AUTHOR;
      try {
        const [row] = await db
          .insert(blogPosts)
          .values({ slug, title, category, excerpt, contentHtml, coverImageUrl, readTimeMinutes: readTime ?? readTimeOf(contentHtml), authorName })
          .returning();
        return reply.code(201).send(postOf(row!));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.slugTaken(slug));
        throw error;
      }
    },
  );
}
