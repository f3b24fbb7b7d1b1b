import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** Serviceable delivery areas, managed by admins. */
export const pincodes = pgTable(
  'pincodes',
  {
    id: id(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    city: text('city').notNull(),
    /** Labelled required in the admin form but not enforced there. */
    area: text('area'),
    state: text('state').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pincodes_pincode_key').on(t.pincode),
    index('pincodes_city_idx').on(t.city),
    check('pincodes_pincode_format', sql`${t.pincode} ~ '^[0-9]{6}$'`),
  ],
);

/** Products admins offer to sellers as starting points for listings. */
export const defaultProducts = pgTable(
  'default_products',
  {
    id: id(),
    name: text('name').notNull(),
    /** One of the 19 category names. */
    categoryName: text('category_name').notNull(),
    /** One of the spec's units: Piece, Nos, Rmt, Sqft, Kg, Bag, Cft, Ltr, Meter, Sqm, Cum, Ton, Box, Bundle. */
    unit: text('unit').notNull(),
    /** Optional reference rate in paise (the form's rate in rupees, step 0.01). */
    ratePaise: integer('rate_paise'),
    /** Comma-separated brand names. */
    brands: text('brands'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('default_products_category_idx').on(t.categoryName), check('default_products_rate_nonnegative', sql`${t.ratePaise} >= 0`)],
);

/** Blog posts; the HTML body is sanitised on the server before it is stored. Drafts are not public. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category'),
    excerpt: text('excerpt'),
    contentHtml: text('content_html').notNull(),
    coverImageUrl: text('cover_image_url'),
    readTimeMinutes: integer('read_time_minutes'),
    authorName: text('author_name').notNull().default('Admin'),
    /** A draft (false) is seen by admins only: the public list and post page leave it out. */
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_created_idx').on(t.createdAt.desc()),
    index('blog_posts_category_idx').on(t.category),
    check('blog_posts_slug_not_blank', sql`char_length(${t.slug}) > 0`),
    check('blog_posts_read_time_positive', sql`${t.readTimeMinutes} > 0`),
  ],
);

/** Affiliate links shown on /affiliates, ordered by sort_order. */
export const affiliates = pgTable(
  'affiliates',
  {
    id: id(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('affiliates_sort_idx').on(t.sortOrder, t.id)],
);
