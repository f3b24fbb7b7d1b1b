import { z } from 'zod';
import {
  BLOG_LIMITS,
  BLOG_LIST_LIMIT,
  BLOG_MESSAGES as M,
  isHttpUrl,
  isSlug,
  type BlogPost,
  type BlogPostDeletion,
  type BlogPostInput,
  type BlogPostSummary,
} from '@nirmaan/core/pure';

/*
 * The zod schemas of the blog routes (spec toolkit §2 'Blog', §5, §7); the type checks at the bottom
 * keep them equal to the client's types in core.
 */

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
  slug: z.string({ error: M.slugRequired }).trim().min(1, M.slugRequired).max(BLOG_LIMITS.slug, M.slugTooLong).refine(isSlug, M.slugShape),
  content: z.string({ error: M.contentRequired }).trim().min(1, M.contentRequired).max(BLOG_LIMITS.content, M.contentTooLong),
  category: optionalText(BLOG_LIMITS.category, M.categoryTooLong),
  excerpt: optionalText(BLOG_LIMITS.excerpt, M.excerptTooLong),
  cover_image_url: optionalText(BLOG_LIMITS.url, M.coverImageUrl).refine((url) => url === null || isHttpUrl(url), M.coverImageUrl),
  read_time_minutes: z.number({ error: M.readTime }).int(M.readTime).min(1, M.readTime).max(BLOG_LIMITS.readTime, M.readTime).nullish(),
  /** False saves a draft that visitors do not see; a post is published unless it says false. */
  published: z.boolean({ error: M.published }).default(true),
});

/** PATCH /admin/blog/{id}: publish (true) or take back to a draft (false). */
export const publishBlogPostBody = z.object({ published: z.boolean({ error: M.published }) });

/** GET /admin/blog/: every post, drafts too; the same limit and category as the public list. */
export const adminBlogListQuery = blogListQuery;

export const blogPostDeletionResponse = z.object({ id: z.number(), detail: z.string() });

const summaryFields = {
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  excerpt: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  read_time_minutes: z.number().nullable(),
  author_name: z.string(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};
export const blogPostSummaryResponse = z.object(summaryFields);
export const blogPostResponse = z.object({ ...summaryFields, content: z.string() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _SummaryMatchesCore = Assert<Same<z.output<typeof blogPostSummaryResponse>, BlogPostSummary>>;
export type _PostMatchesCore = Assert<Same<z.output<typeof blogPostResponse>, BlogPost>>;
export type _CreateAcceptsCore = Assert<[BlogPostInput] extends [z.input<typeof createBlogPostBody>] ? true : false>;
export type _DeletionMatchesCore = Assert<Same<z.output<typeof blogPostDeletionResponse>, BlogPostDeletion>>;
