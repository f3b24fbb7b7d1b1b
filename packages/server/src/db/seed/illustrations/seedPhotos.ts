import { eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../../product-images/fileStorage.ts';
import { loadSharp, processImage, type ProcessedImage } from '../../../product-images/imagePipeline.ts';
import { imageUrl } from '../../../product-images/productImages.ts';
import type { Database } from '../../database.ts';
import { categories, productImageFiles, productImages, products } from '../../schema.ts';
import { drawingFor } from './drawings.ts';
import { processedDrawing } from './processedDrawings.ts';

const parents = alias(categories, 'parent_category');

/** The JPEG an <img>'s src shows (as productImages.ts picks it): the 640 px one. */
const fallbackKey = (image: ProcessedImage) => image.files.find((file) => file.format === 'jpeg' && file.width === 640)?.key ?? image.files[0]!.key;

/** A drawing rasterised and processed through the photo pipeline like an upload. */
async function renderDrawing(svg: string): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  return processImage(await sharp(Buffer.from(svg)).png().toBuffer());
}

/**
 * Gives every product without a photo the drawing of its kind (drawings.ts), processed like an
 * upload (once per machine: processedDrawings.ts) and stored; each drawing is stored once, however
 * many products share it. Demo data only. Returns how many products got a picture.
 */
export async function seedDemoPhotos(db: Database, storage: FileStorage, drawingsCacheDir?: string): Promise<number> {
  const bare = await db
    .select({
      id: products.id,
      name: sql<string>`coalesce(nullif(trim(${products.displayName}), ''), ${products.name})`,
      category: categories.name,
      parent: parents.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(productImages)
          .where(eq(productImages.productId, products.id)),
      ),
    );
  if (bare.length === 0) return 0;

  const processed = new Map<string, ProcessedImage>();
  for (const product of bare) {
    const svg = product.parent ? drawingFor(product.parent, product.category) : drawingFor(product.category, null);
    if (processed.has(svg)) continue;
    const image = await processedDrawing(svg, renderDrawing, drawingsCacheDir);
    for (const file of image.files) await storage.put(file.key, file.contentType, file.bytes);
    processed.set(svg, image);
  }

  await db.transaction(async (tx) => {
    for (const product of bare) {
      const image = processed.get(product.parent ? drawingFor(product.parent, product.category) : drawingFor(product.category, null))!;
      const [row] = await tx
        .insert(productImages)
        .values({ productId: product.id, position: 0, altText: `Illustration of ${product.name}`, width: image.width, height: image.height })
        .returning({ id: productImages.id });
      await tx
        .insert(productImageFiles)
        .values(image.files.map((file) => ({ imageId: row!.id, format: file.format, width: file.width, height: file.height, fileKey: file.key })));
      await tx
        .update(products)
        .set({ imageUrl: imageUrl(fallbackKey(image)) })
        .where(eq(products.id, product.id));
    }
  });
  return bare.length;
}
