import { eq, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { setImmediate as nextTurn } from 'node:timers/promises';
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

/** Products written per statement: a drawing's dozen files each, well under PostgreSQL's 65,535 parameters. */
const PICTURED_PER_STATEMENT = 500;

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

  // Each drawing with the products that show it.
  const productsByDrawing = new Map<string, typeof bare>();
  for (const product of bare) {
    const svg = product.parent ? drawingFor(product.parent, product.category) : drawingFor(product.category, null);
    productsByDrawing.set(svg, [...(productsByDrawing.get(svg) ?? []), product]);
  }

  const processed = new Map<string, ProcessedImage>();
  for (const svg of productsByDrawing.keys()) {
    const image = await processedDrawing(svg, renderDrawing, drawingsCacheDir);
    for (const file of image.files) await storage.put(file.key, file.contentType, file.bytes);
    processed.set(svg, image);
    // PGlite answers a query without a turn of the event loop: without this, the server that has just
    // started to listen answered nothing, not even /health, until every drawing was stored (~1 s).
    await nextTurn();
  }

  const pictured = [...productsByDrawing].flatMap(([svg, shown]) => shown.map((product) => ({ product, svg, image: processed.get(svg)! })));
  await db.transaction(async (tx) => {
    // A few statements per PICTURED_PER_STATEMENT products (one per product and table took half a second on PGlite).
    for (let first = 0; first < pictured.length; first += PICTURED_PER_STATEMENT) {
      const some = pictured.slice(first, first + PICTURED_PER_STATEMENT);
      const rows = await tx
        .insert(productImages)
        .values(
          some.map(({ product, image }) => ({
            productId: product.id,
            position: 0,
            altText: `Illustration of ${product.name}`,
            width: image.width,
            height: image.height,
          })),
        )
        .returning({ id: productImages.id, productId: productImages.productId });
      const imageIdOf = new Map(rows.map((row) => [row.productId, row.id]));
      await tx.insert(productImageFiles).values(
        some.flatMap(({ product, image }) =>
          image.files.map((file) => ({
            imageId: imageIdOf.get(product.id)!,
            format: file.format,
            width: file.width,
            height: file.height,
            fileKey: file.key,
          })),
        ),
      );
      for (const svg of new Set(some.map((each) => each.svg))) {
        const ids = some.filter((each) => each.svg === svg).map((each) => each.product.id);
        await tx
          .update(products)
          .set({ imageUrl: imageUrl(fallbackKey(processed.get(svg)!)) })
          .where(inArray(products.id, ids));
      }
    }
  });
  return bare.length;
}
