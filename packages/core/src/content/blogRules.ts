import type { FieldErrors } from '../rules/types.ts';
import type { BlogPost, BlogPostInput, BlogPostSummary } from './contentTypes.ts';
import { isHttpUrl } from './urlRules.ts';

/*
 * Rules of the blog (spec toolkit §9), shared by the widgets and the server so both say the same
 * thing. No React, no browser APIs.
 */

/** The blog page asks for 50 posts (spec toolkit §9); the server gives at most that many. */
export const BLOG_LIST_LIMIT = 50;

/** A post's author when none is stored (spec toolkit §2 'author (default Admin)'). */
export const DEFAULT_AUTHOR = 'Admin';

export const BLOG_LIMITS = { title: 200, slug: 120, content: 200_000, category: 60, excerpt: 500, url: 2000, readTime: 600 } as const;

export const BLOG_MESSAGES = {
  loadPostFailed: 'Failed to load post',
  loadListFailed: 'Failed to load posts',
  createFailed: 'Failed to create post',
  adminOnly: 'You must be logged in as admin to create posts.',
  notFound: 'Post not found',
  noPosts: 'No posts yet.',
  noPostsInCategory: 'No posts in this category yet.',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${BLOG_LIMITS.title} characters`,
  slugRequired: 'Slug is required',
  slugShape: 'Slug may only hold lowercase letters, digits and single hyphens between words (Auto builds one from the title)',
  slugTooLong: `Slug must be at most ${BLOG_LIMITS.slug} characters`,
  slugTaken: (slug: string) => `A post with the slug "${slug}" already exists. Please choose another slug.`,
  contentRequired: 'Content is required',
  contentTooLong: `Content must be at most ${BLOG_LIMITS.content.toLocaleString('en-IN')} characters`,
  contentEmptyAfterCleaning: 'Content has nothing left to show once unsafe HTML is removed',
  categoryTooLong: `Category must be at most ${BLOG_LIMITS.category} characters`,
  excerptTooLong: `Excerpt must be at most ${BLOG_LIMITS.excerpt} characters`,
  coverImageUrl: 'Cover image URL must start with http:// or https://',
  readTime: `Read time must be a whole number of minutes from 1 to ${BLOG_LIMITS.readTime}`,
  published: 'Published must be true or false',
  saveFailed: 'Failed to save post',
  deleteFailed: 'Failed to delete post',
  deleted: 'Post deleted',
  confirmDelete: (title: string) => `Delete "${title}"?`,
  draft: 'Draft',
  publishedBadge: 'Published',
} as const;

/**
 * The slug the Auto button builds (spec toolkit §5): lower-cased, every character other than a
 * letter, a digit, a space or a hyphen dropped, and the words joined with single hyphens.
 * 'OPC vs PPC: Which Cement?' becomes 'opc-vs-ppc-which-cement'.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .split(/[\s-]+/u)
    .filter(Boolean)
    .join('-');
}

/** Whether `slug` has the shape Auto gives: non-empty, and slugFromTitle leaves it as it is. */
export function isSlug(slug: string): boolean {
  return slug !== '' && slug.length <= BLOG_LIMITS.slug && slugFromTitle(slug) === slug;
}

/** What is wrong with a slug, as a code (blogPostProblemText words it in English), or null. */
export function slugProblem(slug: string): 'slugRequired' | 'slugTooLong' | 'slugShape' | null {
  const trimmed = slug.trim();
  if (trimmed === '') return 'slugRequired';
  if (trimmed.length > BLOG_LIMITS.slug) return 'slugTooLong';
  return isSlug(trimmed) ? null : 'slugShape';
}

/** The message for a slug that will not do, or null. */
export function slugError(slug: string): string | null {
  const problem = slugProblem(slug);
  return problem === null ? null : BLOG_MESSAGES[problem];
}

/** The author line: the stored name, or 'Admin'. */
export function authorOf(post: Pick<BlogPostSummary, 'author_name'>): string {
  return post.author_name.trim() || DEFAULT_AUTHOR;
}

const postDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A post's date as readers in India see it, e.g. '5 November 2026'; '' for a date that cannot be read. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : postDate.format(date);
}

/** The categories of the posts, in the order they first appear, without blanks or repeats. */
export function blogCategories(posts: readonly Pick<BlogPostSummary, 'category'>[]): string[] {
  const seen = new Set<string>();
  for (const post of posts) {
    const category = post.category?.trim();
    if (category) seen.add(category);
  }
  return [...seen];
}

/** The admin's create form, as typed. */
export interface BlogPostForm {
  title: string;
  slug: string;
  content: string;
  category: string;
  excerpt: string;
  cover_image_url: string;
  read_time_minutes: string;
}
export type BlogPostField = keyof BlogPostForm;

export function emptyBlogPostForm(): BlogPostForm {
  return { title: '', slug: '', content: '', category: '', excerpt: '', cover_image_url: '', read_time_minutes: '' };
}

/** The form filled with a stored post, to edit it. */
export function toBlogPostForm(post: BlogPost): BlogPostForm {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    category: post.category ?? '',
    excerpt: post.excerpt ?? '',
    cover_image_url: post.cover_image_url ?? '',
    read_time_minutes: post.read_time_minutes === null ? '' : String(post.read_time_minutes),
  };
}

function readTimeOf(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,4}$/.test(trimmed)) return 'invalid';
  const minutes = Number(trimmed);
  return minutes >= 1 && minutes <= BLOG_LIMITS.readTime ? minutes : 'invalid';
}

/** What the post form can find wrong, as codes: the editor words them in its language, the server in English (BLOG_MESSAGES). */
export const BLOG_POST_PROBLEMS = [
  'titleRequired',
  'titleTooLong',
  'slugRequired',
  'slugTooLong',
  'slugShape',
  'contentRequired',
  'contentTooLong',
  'contentEmptyAfterCleaning',
  'categoryTooLong',
  'excerptTooLong',
  'coverImageUrl',
  'readTime',
] as const;
export type BlogPostProblem = (typeof BLOG_POST_PROBLEMS)[number];

/** A problem in English, as the server says it. */
export function blogPostProblemText(problem: BlogPostProblem): string {
  return BLOG_MESSAGES[problem];
}

/** The code of one of the server's English problem texts, so the editor can say it in its language; null for a text core does not know. */
export function blogPostProblemOf(text: string): BlogPostProblem | null {
  return BLOG_POST_PROBLEMS.find((problem) => BLOG_MESSAGES[problem] === text) ?? null;
}

/** The form's problems, as codes: title, slug and content required; slug shape; cover image http(s); read time 1-600 minutes. Empty when valid. */
export function blogPostFormProblems(form: BlogPostForm): Partial<Record<BlogPostField, BlogPostProblem>> {
  const problems: Partial<Record<BlogPostField, BlogPostProblem>> = {};
  const add = (field: BlogPostField, problem: BlogPostProblem | null) => {
    if (problem !== null) problems[field] = problem;
  };
  const title = form.title.trim();
  add('title', title === '' ? 'titleRequired' : title.length > BLOG_LIMITS.title ? 'titleTooLong' : null);
  add('slug', slugProblem(form.slug));
  const content = form.content.trim();
  add('content', content === '' ? 'contentRequired' : content.length > BLOG_LIMITS.content ? 'contentTooLong' : null);
  add('category', form.category.trim().length > BLOG_LIMITS.category ? 'categoryTooLong' : null);
  add('excerpt', form.excerpt.trim().length > BLOG_LIMITS.excerpt ? 'excerptTooLong' : null);
  const cover = form.cover_image_url.trim();
  add('cover_image_url', cover !== '' && (!isHttpUrl(cover) || cover.length > BLOG_LIMITS.url) ? 'coverImageUrl' : null);
  add('read_time_minutes', readTimeOf(form.read_time_minutes) === 'invalid' ? 'readTime' : null);
  return problems;
}

/** blogPostFormProblems in English. Empty when valid. */
export function validateBlogPostForm(form: BlogPostForm): FieldErrors<BlogPostField> {
  const errors: FieldErrors<BlogPostField> = {};
  for (const [field, problem] of Object.entries(blogPostFormProblems(form)) as Array<[BlogPostField, BlogPostProblem]>) {
    errors[field] = blogPostProblemText(problem);
  }
  return errors;
}

/** The request for a valid form: trimmed, blank optional fields as null. */
export function toBlogPostInput(form: BlogPostForm): BlogPostInput {
  const optional = (text: string) => text.trim() || null;
  const readTime = readTimeOf(form.read_time_minutes);
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    content: form.content.trim(),
    category: optional(form.category),
    excerpt: optional(form.excerpt),
    cover_image_url: optional(form.cover_image_url),
    read_time_minutes: typeof readTime === 'number' ? readTime : null,
  };
}
