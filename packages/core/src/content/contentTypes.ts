/*
 * Blog posts, affiliate links and real-estate submissions as the API sends and takes them
 * (spec toolkit §3, §7): snake_case JSON, dates as ISO text.
 */

/** A post as the list shows it: everything but the body. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  category: string | null;
  excerpt: string | null;
  cover_image_url: string | null;
  read_time_minutes: number | null;
  /** The admin who wrote it; shown as 'Admin' when empty. */
  author_name: string;
  /** False for a draft: only admins see drafts (the public list and post page never do). */
  published: boolean;
  created_at: string;
  updated_at: string;
}

/** GET /blog/{slug}: the post with its HTML body, sanitised by the server before it was stored. */
export interface BlogPost extends BlogPostSummary {
  content: string;
}

/** GET /blog/: newest first; limit 50 unless given (at most 50), optionally one category. */
export interface BlogListQuery {
  limit?: number;
  category?: string | null;
}

/** POST /blog/ (admin): title, slug and content are required. */
export interface BlogPostInput {
  title: string;
  slug: string;
  content: string;
  category?: string | null;
  excerpt?: string | null;
  cover_image_url?: string | null;
  read_time_minutes?: number | null;
  /** False saves a draft; a new post is published unless it says false. */
  published?: boolean;
}

/** DELETE /admin/blog/{id}: the post is gone. */
export interface BlogPostDeletion {
  id: number;
  detail: string;
}

export interface Affiliate {
  id: number;
  title: string;
  url: string;
  image_url: string | null;
  description: string | null;
  is_active: boolean;
  sort_order: number;
}

/** POST /affiliates/ and PUT /affiliates/{id} (admin): title and url are required; active true and sort order 0 by default. */
export interface AffiliateInput {
  title: string;
  url: string;
  description?: string | null;
  image_url?: string | null;
  is_active?: boolean;
  sort_order?: number;
}

export interface AffiliateDeletion {
  id: number;
  detail: string;
}

export type RealEstateStatus = 'pending_verification' | 'published' | 'rejected';

/** POST /real-estate/listings answers the stored submission's id and its status (always pending verification). */
export interface RealEstateReceipt {
  id: number;
  status: RealEstateStatus;
  created_at: string;
}

/** GET /admin/real-estate: a submission as the admins review it, newest first. */
export interface RealEstateSubmission {
  id: number;
  project_name: string | null;
  location: string | null;
  site_number: string | null;
  site_size: string | null;
  gps: string | null;
  latitude: number | null;
  longitude: number | null;
  builder_name: string | null;
  builder_link: string | null;
  partner_id: string | null;
  /** Whether an image came with it (GET /admin/real-estate/{id}/image serves it to admins). */
  has_image: boolean;
  status: RealEstateStatus;
  /** Why an admin rejected it; null unless it is rejected. */
  rejection_reason: string | null;
  /** When an admin last verified or rejected it. */
  reviewed_at: string | null;
  created_at: string;
}

/**
 * GET /real-estate/listings: a verified listing as visitors see it: the site's facts only (no
 * partner, no GPS text as typed; nothing about who sent it). GET /real-estate/listings/{id}/image
 * serves its image when `has_image`.
 */
export interface RealEstateListing {
  id: number;
  project_name: string | null;
  location: string | null;
  site_number: string | null;
  site_size: string | null;
  latitude: number | null;
  longitude: number | null;
  builder_name: string | null;
  builder_link: string | null;
  has_image: boolean;
  verified_at: string;
}
