import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PRODUCT_IMAGE_MESSAGES as M, PRODUCT_IMAGE_MAX_COUNT, type ManagedProductImage, type ProductImage } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { preparedOnce } from '../db/prepared.ts';
import { listings, productImageFiles, productImages, products, type ImageFormat } from '../db/schema.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import type { FileStorage } from './fileStorage.ts';
import type { ProcessedImage } from './imagePipeline.ts';

/** Where a stored file is served (images/routes.ts), under the API's root. */
export const imageUrl = (key: string) => `/api/v1/images/${key}`;

/** The JPEG width an <img>'s src points at (browsers that read srcset pick their own). */
const FALLBACK_WIDTH = 640;

type FileRow = { format: ImageFormat; width: number; height: number; fileKey: string };
type ImageRow = typeof productImages.$inferSelect;
/** What a photo's view needs of its row. */
type ShownImage = Pick<ImageRow, 'id' | 'altText' | 'width' | 'height'>;

const srcset = (files: FileRow[]) => files.map((file) => `${imageUrl(file.fileKey)} ${file.width}w`).join(', ');

/** A stored image as the storefront shows it: the JPEG fallback, srcsets per format. */
function imageView(image: ShownImage, files: FileRow[]): ProductImage {
  const of = (format: ImageFormat) => files.filter((file) => file.format === format).sort((a, b) => a.width - b.width);
  const jpegs = of('jpeg');
  const fallback = [...jpegs].reverse().find((file) => file.width <= FALLBACK_WIDTH) ?? jpegs[0];
  return {
    id: image.id,
    alt: image.altText,
    width: image.width,
    height: image.height,
    src: fallback ? imageUrl(fallback.fileKey) : '',
    srcset: srcset(jpegs),
    sources: [
      { type: 'image/avif', srcset: srcset(of('avif')) },
      { type: 'image/webp', srcset: srcset(of('webp')) },
    ],
  };
}

const imagesWithFiles = preparedOnce((db) =>
  db
    .select({
      image: productImages,
      file: {
        imageId: productImageFiles.imageId,
        format: productImageFiles.format,
        width: productImageFiles.width,
        height: productImageFiles.height,
        fileKey: productImageFiles.fileKey,
      },
    })
    .from(productImages)
    .leftJoin(productImageFiles, eq(productImageFiles.imageId, productImages.id))
    .where(sql`${productImages.productId} = any(${sql.placeholder('productIds')}::int[])`)
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
    .prepare('images_of_products'),
);

/**
 * A product's photos with their files as one JSON value of a product's row (null without photos), in
 * display order: the catalogue reads a page's products and photos in one statement (issue 30).
 */
export const photosColumn = sql<PhotoJson[] | null>`(select json_agg(json_build_object(
    'id', i.id, 'altText', i.alt_text, 'width', i.width, 'height', i.height,
    'files', (select coalesce(json_agg(json_build_object('format', f.format, 'width', f.width, 'height', f.height, 'fileKey', f.file_key)), '[]')
              from ${productImageFiles} f where f.image_id = i.id)
  ) order by i.position, i.id) from ${productImages} i where i.product_id = ${products.id})`;

/** One photo of photosColumn. */
export type PhotoJson = ShownImage & { files: FileRow[] };

/** photosColumn's value as the storefront shows it. */
export const photosView = (photos: readonly PhotoJson[] | null): ProductImage[] => (photos ?? []).map(({ files, ...image }) => imageView(image, files));

/** The photos of each product asked for, in display order (a product without photos has none in the map); one prepared statement. */
export async function imagesOfProducts(db: Database, productIds: readonly number[]): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await imagesWithFiles(db).execute({ productIds: [...new Set(productIds)] });
  const filesOfImage = new Map<number, { image: ImageRow; files: FileRow[] }>();
  for (const { image, file } of rows) {
    const entry = filesOfImage.get(image.id) ?? { image, files: [] };
    if (file) entry.files.push(file);
    filesOfImage.set(image.id, entry);
  }
  for (const { image, files } of filesOfImage.values()) {
    const list = byProduct.get(image.productId) ?? [];
    list.push(imageView(image, files));
    byProduct.set(image.productId, list);
  }
  return byProduct;
}

export async function imagesOfProduct(db: Database, productId: number): Promise<ProductImage[]> {
  return (await imagesOfProducts(db, [productId])).get(productId) ?? [];
}

/** A product's photos for those who change them: an admin may remove any, a seller (`sellerId`) the ones they added. */
export async function managedImagesOfProduct(db: Database, productId: number, sellerId: number | null): Promise<ManagedProductImage[]> {
  const images = await imagesOfProduct(db, productId);
  if (sellerId === null) return images.map((image) => ({ ...image, removable: true }));
  const theirs = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.uploadedBySellerId, sellerId)));
  const ids = new Set(theirs.map((row) => row.id));
  return images.map((image) => ({ ...image, removable: ids.has(image.id) }));
}

/** products.image_url follows the first photo (its JPEG src), for order snapshots and link previews. */
async function refreshProductImageUrl(db: Database, productId: number): Promise<void> {
  const [first] = await imagesOfProduct(db, productId);
  await db
    .update(products)
    .set({ imageUrl: first?.src ?? null, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

export async function productExists(db: Database, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  return row !== undefined;
}

/** Whether the seller has a listing (active or not) of the product. */
export async function sellerListsProduct(db: Database, sellerId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/** The product's shown name: the alt text of a photo added without one. */
export async function productShownName(db: Database, productId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(nullif(trim(${products.displayName}), ''), ${products.name})` })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.name ?? null;
}

/**
 * Stores the files (first, so a row never points at a missing file) and adds the photo after the
 * product's others. At most PRODUCT_IMAGE_MAX_COUNT photos a product (409 beyond).
 */
export async function addProductImage(
  db: Database,
  storage: FileStorage,
  input: { productId: number; alt: string; image: ProcessedImage; sellerId: number | null },
): Promise<ProductImage> {
  for (const file of input.image.files) await storage.put(file.key, file.contentType, file.bytes);
  const id = await db.transaction(async (tx) => {
    // One upload at a time per product, so the count and the position hold.
    await tx.execute(sql`select 1 from ${products} where ${products.id} = ${input.productId} for update`);
    const [counted] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number), last: sql<number>`coalesce(max(${productImages.position}), -1)`.mapWith(Number) })
      .from(productImages)
      .where(eq(productImages.productId, input.productId));
    if ((counted?.count ?? 0) >= PRODUCT_IMAGE_MAX_COUNT) throw conflict(M.tooMany);
    const [row] = await tx
      .insert(productImages)
      .values({
        productId: input.productId,
        position: (counted?.last ?? -1) + 1,
        altText: input.alt,
        width: input.image.width,
        height: input.image.height,
        uploadedBySellerId: input.sellerId,
      })
      .returning({ id: productImages.id });
    if (!row) throw new Error('product image insert returned no row');
    await tx
      .insert(productImageFiles)
      .values(input.image.files.map((file) => ({ imageId: row.id, format: file.format, width: file.width, height: file.height, fileKey: file.key })));
    return row.id;
  });
  await refreshProductImageUrl(db, input.productId);
  const added = (await imagesOfProduct(db, input.productId)).find((image) => image.id === id);
  if (!added) throw new Error(`product image ${id} vanished`);
  return added;
}

/** The photo of that product (404 when it is not one of the product's). */
export async function productImageRow(db: Database, productId: number, imageId: number): Promise<ImageRow> {
  const [row] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .limit(1);
  if (!row) throw notFound(M.imageNotFound);
  return row;
}

/** Removes a photo, and its files unless another photo (the same picture on another product) uses them. */
export async function deleteProductImage(db: Database, storage: FileStorage, productId: number, imageId: number): Promise<void> {
  const files = await db.select({ key: productImageFiles.fileKey }).from(productImageFiles).where(eq(productImageFiles.imageId, imageId));
  const [deleted] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ id: productImages.id });
  if (!deleted) throw notFound(M.imageNotFound);
  await refreshProductImageUrl(db, productId);
  const keys = files.map((file) => file.key);
  if (keys.length === 0) return;
  const stillUsed = new Set(
    (await db.selectDistinct({ key: productImageFiles.fileKey }).from(productImageFiles).where(inArray(productImageFiles.fileKey, keys))).map((row) => row.key),
  );
  for (const key of keys) if (!stillUsed.has(key)) await storage.delete(key);
}

/** Puts the product's photos in the given order; the ids must be exactly the product's photos. */
export async function reorderProductImages(db: Database, productId: number, imageIds: readonly number[]): Promise<ProductImage[]> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId)).for('update');
    const current = new Set(rows.map((row) => row.id));
    if (imageIds.length !== current.size || new Set(imageIds).size !== imageIds.length || !imageIds.every((id) => current.has(id))) {
      throw new HttpError(422, M.orderMismatch);
    }
    for (const [position, id] of imageIds.entries()) await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
  });
  await refreshProductImageUrl(db, productId);
  return imagesOfProduct(db, productId);
}

/** Changes a photo's alt text. */
export async function updateProductImageAlt(db: Database, productId: number, imageId: number, alt: string): Promise<ProductImage> {
  await productImageRow(db, productId, imageId);
  await db.update(productImages).set({ altText: alt }).where(eq(productImages.id, imageId));
  const image = (await imagesOfProduct(db, productId)).find((candidate) => candidate.id === imageId);
  if (!image) throw notFound(M.imageNotFound);
  return image;
}
