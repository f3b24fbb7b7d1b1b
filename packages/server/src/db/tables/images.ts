import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf } from './columns.ts';
import { sellers } from './accounts.ts';
import { products } from './catalogue.ts';
import { IMAGE_FORMATS, type ImageFormat } from './values.ts';

/** Postgres `bytea`, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files kept in the database (the default file storage, product-images/fileStorage.ts): every
 * server instance reads the same rows. The key is content-hashed, so a key's bytes never change.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** A product's photo, in display order (position 0 first); its resized files are product_image_files. */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    altText: text('alt_text').notNull(),
    /** The largest stored size; every size keeps the aspect ratio. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The seller who added it; null when an admin (or the seed) did. */
    uploadedBySellerId: integer('uploaded_by_seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position), check('product_images_size_positive', sql`${t.width} > 0 and ${t.height} > 0`)],
);

/** One stored file of a product image: a width in a format (AVIF, WebP, JPEG). */
export const productImageFiles = pgTable(
  'product_image_files',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    format: text('format').$type<ImageFormat>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The storage key (content hash and extension), served at /api/v1/images/<key>. */
    fileKey: text('file_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.format, t.width] }),
    index('product_image_files_key_idx').on(t.fileKey),
    check('product_image_files_format_check', isOneOf(t.format, IMAGE_FORMATS)),
  ],
);
