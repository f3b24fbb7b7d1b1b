import { addError, type FieldErrors } from '../rules/types.ts';
import { PARTNER_ID_MAX_LENGTH } from '../rules/partnerId.ts';
import type { AffiliateInput, BlogPost, BlogPostInput, BlogPostSummary, RealEstateStatus } from './contentTypes.ts';

/*
 * Rules of the blog, affiliates and real-estate submission (spec toolkit §5, §8, §9), shared by the
 * widgets and the server so both say the same thing. No React, no browser APIs.
 */

// ---- shared ------------------------------------------------------------------------------------

/** Whether `text` is an absolute http:// or https:// address (no javascript:, data:, relative paths...). */
export function isHttpUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

// ---- blog --------------------------------------------------------------------------------------

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

/** The message for a slug that will not do, or null. */
export function slugError(slug: string): string | null {
  const trimmed = slug.trim();
  if (trimmed === '') return BLOG_MESSAGES.slugRequired;
  if (trimmed.length > BLOG_LIMITS.slug) return BLOG_MESSAGES.slugTooLong;
  return isSlug(trimmed) ? null : BLOG_MESSAGES.slugShape;
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

/** The form's problems: title, slug and content required; slug shape; cover image http(s); read time 1-600 minutes. */
export function validateBlogPostForm(form: BlogPostForm): FieldErrors<BlogPostField> {
  const errors: FieldErrors<BlogPostField> = {};
  const title = form.title.trim();
  addError(errors, 'title', title === '' ? BLOG_MESSAGES.titleRequired : title.length > BLOG_LIMITS.title ? BLOG_MESSAGES.titleTooLong : null);
  addError(errors, 'slug', slugError(form.slug));
  const content = form.content.trim();
  addError(errors, 'content', content === '' ? BLOG_MESSAGES.contentRequired : content.length > BLOG_LIMITS.content ? BLOG_MESSAGES.contentTooLong : null);
  addError(errors, 'category', form.category.trim().length > BLOG_LIMITS.category ? BLOG_MESSAGES.categoryTooLong : null);
  addError(errors, 'excerpt', form.excerpt.trim().length > BLOG_LIMITS.excerpt ? BLOG_MESSAGES.excerptTooLong : null);
  const cover = form.cover_image_url.trim();
  addError(errors, 'cover_image_url', cover !== '' && (!isHttpUrl(cover) || cover.length > BLOG_LIMITS.url) ? BLOG_MESSAGES.coverImageUrl : null);
  addError(errors, 'read_time_minutes', readTimeOf(form.read_time_minutes) === 'invalid' ? BLOG_MESSAGES.readTime : null);
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

// ---- affiliates --------------------------------------------------------------------------------

export const AFFILIATE_LIMITS = { title: 200, url: 2000, description: 1000, sortOrder: 1_000_000 } as const;

export const AFFILIATE_MESSAGES = {
  required: 'Title and URL are required',
  url: 'URL must start with http:// or https://',
  imageUrl: 'Image URL must start with http:// or https://',
  titleTooLong: `Title must be at most ${AFFILIATE_LIMITS.title} characters`,
  descriptionTooLong: `Description must be at most ${AFFILIATE_LIMITS.description} characters`,
  sortOrder: `Sort order must be a whole number from 0 to ${AFFILIATE_LIMITS.sortOrder.toLocaleString('en-IN')}`,
  saveFailed: 'Failed to save affiliate',
  deleteFailed: 'Failed to delete affiliate',
  confirmDelete: 'Delete this affiliate?',
  deleted: 'Affiliate deleted',
  notFound: 'Affiliate not found',
  loading: 'Loading...',
  /** The public page with nothing to show. */
  noneAvailable: 'No affiliates available right now.',
  /** The admin list with nothing in it. */
  noneYet: 'No affiliates yet.',
  loadFailed: 'Failed to load affiliates',
} as const;

/** The admin's affiliate form, as typed. */
export interface AffiliateForm {
  title: string;
  url: string;
  description: string;
  image_url: string;
  sort_order: string;
  is_active: boolean;
}
export type AffiliateField = keyof AffiliateForm;

/** The form after saving or New Affiliate: empty, active, sort order 0 (spec toolkit §4). */
export function emptyAffiliateForm(): AffiliateForm {
  return { title: '', url: '', description: '', image_url: '', sort_order: '0', is_active: true };
}

/** The form filled from an affiliate picked for editing. */
export function toAffiliateForm(affiliate: {
  title: string;
  url: string;
  description: string | null;
  image_url: string | null;
  sort_order: number;
  is_active: boolean;
}): AffiliateForm {
  return {
    title: affiliate.title,
    url: affiliate.url,
    description: affiliate.description ?? '',
    image_url: affiliate.image_url ?? '',
    sort_order: String(affiliate.sort_order),
    is_active: affiliate.is_active,
  };
}

function sortOrderOf(text: string): number | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,7}$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value <= AFFILIATE_LIMITS.sortOrder ? value : 'invalid';
}

/**
 * The form's problems. A missing title or URL is the spec's one message 'Title and URL are
 * required', under `title` (or `url` when only the URL is missing).
 */
export function validateAffiliateForm(form: AffiliateForm): FieldErrors<AffiliateField> {
  const errors: FieldErrors<AffiliateField> = {};
  const title = form.title.trim();
  const url = form.url.trim();
  if (title === '' || url === '') addError(errors, title === '' ? 'title' : 'url', AFFILIATE_MESSAGES.required);
  addError(errors, 'title', title.length > AFFILIATE_LIMITS.title ? AFFILIATE_MESSAGES.titleTooLong : null);
  addError(errors, 'url', url !== '' && (!isHttpUrl(url) || url.length > AFFILIATE_LIMITS.url) ? AFFILIATE_MESSAGES.url : null);
  addError(errors, 'description', form.description.trim().length > AFFILIATE_LIMITS.description ? AFFILIATE_MESSAGES.descriptionTooLong : null);
  const image = form.image_url.trim();
  addError(errors, 'image_url', image !== '' && (!isHttpUrl(image) || image.length > AFFILIATE_LIMITS.url) ? AFFILIATE_MESSAGES.imageUrl : null);
  addError(errors, 'sort_order', sortOrderOf(form.sort_order) === 'invalid' ? AFFILIATE_MESSAGES.sortOrder : null);
  return errors;
}

/** The request for a valid form: trimmed, blank optional fields as null, empty sort order as 0. */
export function toAffiliateInput(form: AffiliateForm): AffiliateInput {
  const sortOrder = sortOrderOf(form.sort_order);
  return {
    title: form.title.trim(),
    url: form.url.trim(),
    description: form.description.trim() || null,
    image_url: form.image_url.trim() || null,
    is_active: form.is_active,
    sort_order: typeof sortOrder === 'number' ? sortOrder : 0,
  };
}

// ---- real-estate submission -----------------------------------------------------------------------

/** The largest image a submission may carry. */
export const REAL_ESTATE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Image kinds accepted, told apart by their first bytes, with the type and extension they are stored with. */
export const REAL_ESTATE_IMAGE_KINDS = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
} as const;
export type ImageKind = keyof typeof REAL_ESTATE_IMAGE_KINDS;

/** The longest reason an admin may give for rejecting a listing. */
export const REAL_ESTATE_REASON_MAX = 500;

/** What the admins read for a submission's status. */
export function realEstateStatusLabel(status: RealEstateStatus): string {
  if (status === 'published') return REAL_ESTATE_MESSAGES.verified;
  if (status === 'rejected') return REAL_ESTATE_MESSAGES.rejected;
  return REAL_ESTATE_MESSAGES.pendingVerification;
}

/** The problem of a listing's rejection reason: required, at most REAL_ESTATE_REASON_MAX characters; null when fine. */
export function listingRejectionReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return REAL_ESTATE_MESSAGES.reasonRequired;
  return trimmed.length > REAL_ESTATE_REASON_MAX ? REAL_ESTATE_MESSAGES.reasonTooLong(REAL_ESTATE_REASON_MAX) : null;
}

export const REAL_ESTATE_LIMITS = {
  project_name: 200,
  location: 300,
  site_number: 50,
  site_size: 100,
  gps: 60,
  builder_name: 200,
  builder_link: 2000,
  partner_id: PARTNER_ID_MAX_LENGTH,
} as const;

export const REAL_ESTATE_MESSAGES = {
  needNameOrLocation: 'Please provide at least a project name or location.',
  failed: 'Failed to submit listing',
  gps: 'Enter GPS as latitude,longitude, for example 12.9716,77.5946',
  builderLink: 'Builder link must start with http:// or https://',
  imageType: 'Please choose a JPEG, PNG or WebP image.',
  imageTooLarge: 'The image is larger than 5 MB. Please choose a smaller image.',
  notMultipart: 'Please send the listing as a form (multipart/form-data).',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  pendingVerification: 'Pending Verification',
  verified: 'Verified',
  rejected: 'Rejected',
  reasonRequired: 'Please give the reason for rejecting this listing.',
  reasonTooLong: (max: number) => `The reason must be at most ${max} characters`,
  notFound: 'Listing not found',
  reviewFailed: 'Failed to update the listing',
  listingsFailed: 'Failed to load listings',
  noListings: 'No verified listings yet.',
  submittedNote: 'Thank you! Your listing is Pending Verification: our team verifies each listing before publishing it.',
} as const;

const STARTS: Record<ImageKind, (bytes: Uint8Array) => boolean> = {
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => b[index] === byte),
  // 'RIFF' <size> 'WEBP'
  webp: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
};

/** The image kind of a file by its content (magic bytes), whatever its name says; null for anything else. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  for (const kind of Object.keys(STARTS) as ImageKind[]) if (STARTS[kind](bytes)) return kind;
  return null;
}

/** 'lat,long' as typed (spaces allowed), with latitude in -90..90 and longitude in -180..180; else null. */
export function parseGps(text: string): { latitude: number; longitude: number } | null {
  const match = /^\s*([+-]?\d{1,3}(?:\.\d{1,12})?)\s*,\s*([+-]?\d{1,3}(?:\.\d{1,12})?)\s*$/.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The submission form, as typed (spec toolkit §2 'Real-estate submission'). */
export interface RealEstateForm {
  project_name: string;
  location: string;
  site_number: string;
  site_size: string;
  gps: string;
  builder_name: string;
  builder_link: string;
}
export type RealEstateTextField = keyof RealEstateForm;
/** `form` carries the message about the form as a whole (neither project name nor location). */
export type RealEstateField = RealEstateTextField | 'image' | 'form';

export const REAL_ESTATE_FIELDS: readonly RealEstateTextField[] = [
  'project_name',
  'location',
  'site_number',
  'site_size',
  'gps',
  'builder_name',
  'builder_link',
];

export const REAL_ESTATE_LABELS: Record<RealEstateTextField, string> = {
  project_name: 'Project name',
  location: 'Location',
  site_number: 'Site number',
  site_size: 'Site size',
  gps: 'GPS (lat,long)',
  builder_name: 'Builder name',
  builder_link: 'Builder link',
};

export function emptyRealEstateForm(): RealEstateForm {
  return { project_name: '', location: '', site_number: '', site_size: '', gps: '', builder_name: '', builder_link: '' };
}

/** What is known of the chosen image before sending: its size and (when read) its first bytes. */
export interface ImageFacts {
  size: number;
  head?: Uint8Array;
}

/** The form's problems, with the spec's message when neither a project name nor a location is given. */
export function validateRealEstateForm(form: RealEstateForm, image?: ImageFacts | null): FieldErrors<RealEstateField> {
  const errors: FieldErrors<RealEstateField> = {};
  if (form.project_name.trim() === '' && form.location.trim() === '') errors.form = REAL_ESTATE_MESSAGES.needNameOrLocation;
  for (const field of REAL_ESTATE_FIELDS) {
    const max = REAL_ESTATE_LIMITS[field];
    if (form[field].trim().length > max) addError(errors, field, REAL_ESTATE_MESSAGES.tooLong(REAL_ESTATE_LABELS[field], max));
  }
  if (form.gps.trim() !== '') addError(errors, 'gps', parseGps(form.gps) ? null : REAL_ESTATE_MESSAGES.gps);
  const link = form.builder_link.trim();
  if (link !== '') addError(errors, 'builder_link', isHttpUrl(link) ? null : REAL_ESTATE_MESSAGES.builderLink);
  if (image) {
    if (image.size > REAL_ESTATE_IMAGE_MAX_BYTES) errors.image = REAL_ESTATE_MESSAGES.imageTooLarge;
    else if (image.head && imageKindOf(image.head) === null) errors.image = REAL_ESTATE_MESSAGES.imageType;
  }
  return errors;
}

/**
 * The multipart body: trimmed fields that are filled (spec §5: fields are appended only if
 * present), the image when there is one, and the partner id of the page.
 */
export function toRealEstateFormData(form: RealEstateForm, image?: Blob | null, partnerId?: string | null, imageName = 'image'): FormData {
  const data = new FormData();
  for (const field of REAL_ESTATE_FIELDS) {
    const value = form[field].trim();
    if (value) data.append(field, value);
  }
  if (partnerId) data.append('partner_id', partnerId);
  if (image) data.append('image', image, imageName);
  return data;
}
