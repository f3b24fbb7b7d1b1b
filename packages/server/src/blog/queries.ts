import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { BLOG_MESSAGES as M, DEFAULT_AUTHOR, type BlogPost, type BlogPostDeletion, type BlogPostSummary } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { admins, blogPosts } from '../db/schema.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { cleanPostHtml, hasVisibleContent, readTimeOf } from './postHtml.ts';

/**
 * The blog's posts (spec toolkit §2 'Blog'): bodies are stored sanitised, lists leave them out.
 * Visitors read published posts only; admins see drafts too, edit, publish, unpublish and delete.
 */

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
    published: row.isPublished,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const postOf = (row: BlogRow): BlogPost => ({ ...summaryOf(row), content: row.contentHtml });

/** The newest posts without their bodies, of one category when asked; drafts only for `audience` 'admin'. */
export async function listPosts(
  db: Database,
  query: { limit: number; category?: string | undefined },
  audience: 'public' | 'admin' = 'public',
): Promise<BlogPostSummary[]> {
  const { contentHtml: _body, ...listColumns } = getTableColumns(blogPosts);
  const rows = await db
    .select(listColumns)
    .from(blogPosts)
    .where(and(query.category ? eq(blogPosts.category, query.category) : undefined, audience === 'public' ? eq(blogPosts.isPublished, true) : undefined))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(query.limit);
  return rows.map(summaryOf);
}

/** One published post with its body; 404 when no published post has the slug (a draft is not there for visitors). */
export async function postBySlug(db: Database, slug: string): Promise<BlogPost> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .limit(1);
  if (!row) throw notFound(M.notFound);
  return postOf(row);
}

/** Any post by its id, draft or not (admins); 404 when there is none. */
export async function postById(db: Database, id: number): Promise<BlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
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
  /** False keeps it a draft. */
  published: boolean;
}

/** The body cleaned with the allow-list; a body with nothing left is a 400. */
function cleanBody(content: string): string {
  const contentHtml = cleanPostHtml(content);
  if (!hasVisibleContent(contentHtml)) throw badRequest(M.contentEmptyAfterCleaning);
  return contentHtml;
}

/** Runs a write, answering a slug already in use as a 409. */
async function withFreeSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.slugTaken(slug));
    throw error;
  }
}

/** A post by the admin `authorId`; a body with nothing left after cleaning is a 400, a slug in use a 409. */
export async function createPost(db: Database, authorId: number, post: NewPost): Promise<BlogPost> {
  const contentHtml = cleanBody(post.content);
  const [author] = await db.select({ firstName: admins.firstName, lastName: admins.lastName }).from(admins).where(eq(admins.id, authorId));
  const authorName = `${author?.firstName ?? ''} ${author?.lastName ?? ''}`.trim() || DEFAULT_AUTHOR;
  const { slug, title, category, excerpt, coverImageUrl } = post;
  const readTimeMinutes = post.readTimeMinutes ?? readTimeOf(contentHtml);
  const [row] = await withFreeSlug(slug, () =>
    db
      .insert(blogPosts)
      .values({ slug, title, category, excerpt, contentHtml, coverImageUrl, readTimeMinutes, authorName, isPublished: post.published })
      .returning(),
  );
  return postOf(row!);
}

/** Replaces a post's fields (its author and date stay); 404 when there is none, 400/409 as when creating. */
export async function updatePost(db: Database, id: number, post: NewPost): Promise<BlogPost> {
  const contentHtml = cleanBody(post.content);
  const { slug, title, category, excerpt, coverImageUrl } = post;
  const readTimeMinutes = post.readTimeMinutes ?? readTimeOf(contentHtml);
  const [row] = await withFreeSlug(slug, () =>
    db
      .update(blogPosts)
      .set({ slug, title, category, excerpt, contentHtml, coverImageUrl, readTimeMinutes, isPublished: post.published, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning(),
  );
  if (!row) throw notFound(M.notFound);
  return postOf(row);
}

/** Publishes a post or takes it back to a draft; 404 when there is none. */
export async function setPublished(db: Database, id: number, published: boolean): Promise<BlogPost> {
  const [row] = await db
    .update(blogPosts)
    .set({ isPublished: published, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning();
  if (!row) throw notFound(M.notFound);
  return postOf(row);
}

/** Deletes a post for good; 404 when there is none. */
export async function deletePost(db: Database, id: number): Promise<BlogPostDeletion> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (!row) throw notFound(M.notFound);
  return { id: row.id, detail: M.deleted };
}
