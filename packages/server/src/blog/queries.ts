import { desc, eq, getTableColumns } from 'drizzle-orm';
import { BLOG_MESSAGES as M, DEFAULT_AUTHOR, type BlogPost, type BlogPostSummary } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { admins, blogPosts } from '../db/schema.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { cleanPostHtml, hasVisibleContent, readTimeOf } from './postHtml.ts';

/** The blog's posts (spec toolkit §2 'Blog'): bodies are stored sanitised, lists leave them out. */

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

/** The newest posts without their bodies, of one category when asked. */
export async function listPosts(db: Database, query: { limit: number; category?: string | undefined }): Promise<BlogPostSummary[]> {
  const { contentHtml: _body, ...listColumns } = getTableColumns(blogPosts);
  const rows = await db
    .select(listColumns)
    .from(blogPosts)
    .where(query.category ? eq(blogPosts.category, query.category) : undefined)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(query.limit);
  return rows.map(summaryOf);
}

/** One post with its body; 404 when no post has the slug. */
export async function postBySlug(db: Database, slug: string): Promise<BlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (!row) throw notFound(M.notFound);
  return postOf(row);
}

export interface NewPost {
  title: string;
  slug: string;
  /** HTML as the admin wrote it: cleaned with the allow-list before it is stored. */
  content: string;
  category: string | null;
  excerpt: string | null;
  coverImageUrl: string | null;
  /** Counted from the cleaned body when not given. */
  readTimeMinutes: number | null | undefined;
}

/** A post by the admin `authorId`; a body with nothing left after cleaning is a 400, a slug in use a 409. */
export async function createPost(db: Database, authorId: number, post: NewPost): Promise<BlogPost> {
  const contentHtml = cleanPostHtml(post.content);
  if (!hasVisibleContent(contentHtml)) throw badRequest(M.contentEmptyAfterCleaning);
  const [author] = await db.select({ firstName: admins.firstName, lastName: admins.lastName }).from(admins).where(eq(admins.id, authorId));
  const authorName = `${author?.firstName ?? ''} ${author?.lastName ?? ''}`.trim() || DEFAULT_AUTHOR;
  const { slug, title, category, excerpt, coverImageUrl } = post;
  try {
    const [row] = await db
      .insert(blogPosts)
      .values({ slug, title, category, excerpt, contentHtml, coverImageUrl, readTimeMinutes: post.readTimeMinutes ?? readTimeOf(contentHtml), authorName })
      .returning();
    return postOf(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.slugTaken(slug));
    throw error;
  }
}
