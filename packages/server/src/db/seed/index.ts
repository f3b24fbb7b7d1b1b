import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../database.ts';
import { affiliates, blogPosts, categories, defaultProducts, listings, pincodes, priceHistory, products, sellers } from '../schema.ts';
import { SEED_BLOG_POSTS } from './blogPosts.ts';
import { CATEGORY_NAMES, SEED_CATEGORIES } from './categories.ts';
import { CATEGORY_TAX, SUB_CATEGORY_TAX } from './categoryTax.ts';
import { planListings } from './listingPlan.ts';
import { SEED_PINCODES } from './pincodes.ts';
import { FINISHING_PRODUCTS } from './productsFinishing.ts';
import { HARDWARE_PRODUCTS } from './productsHardware.ts';
import { MASONRY_PRODUCTS } from './productsMasonry.ts';
import { SERVICES_PRODUCTS } from './productsServices.ts';
import { STRUCTURAL_PRODUCTS } from './productsStructural.ts';
import { SEED_AFFILIATES, SEED_DEFAULT_PRODUCTS } from './reference.ts';
import { DEMO_SELLER_EMAIL, demoSellerGstin, SEED_DELIVERY_RADIUS_KM, SEED_SELLERS, UNSET_PASSWORD_HASH } from './sellers.ts';

/** A seeded seller's depot pincode: the one its address ends with. */
const depotPincode = (address: string): string | null => /\d{6}$/.exec(address)?.[0] ?? null;

export { DEMO_SELLER_EMAIL, UNSET_PASSWORD_HASH } from './sellers.ts';

/** The whole demo catalogue, in insertion order. */
export const SEED_PRODUCTS = [...STRUCTURAL_PRODUCTS, ...MASONRY_PRODUCTS, ...FINISHING_PRODUCTS, ...SERVICES_PRODUCTS, ...HARDWARE_PRODUCTS];

/** Serialises concurrent seeders (two servers starting on one empty PostgreSQL). */
const SEED_LOCK_KEY = 7_305_221_002;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** The moment the seed treats as now (dates of prices, posts and accounts are before it). */
  now?: Date;
}

/**
 * The reference data every marketplace starts from, in production too: the spec's 19 categories with
 * sub-categories, the catalogue of about a hundred products, the three cities' serviceable pincodes
 * and the default products offered to sellers. No accounts, no invented businesses or content.
 *
 * Idempotent: does nothing when any category exists. One transaction. Returns whether it seeded.
 */
export async function seedReferenceData(db: Database, { now = new Date() }: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return insertReferenceData(tx, now);
  });
}

/**
 * The demo marketplace: the reference data (when absent), then fictional sellers in Bangalore,
 * Chennai and Coimbatore with listings and price history, affiliates and blog posts. Demo accounts
 * are not created here (see accounts/bootstrap.ts); seeded sellers are approved and get the
 * unusable hash '!unset'. `npm start` loads it in demo mode; `npm run db:seed-demo` loads it into
 * any database on purpose (production included).
 *
 * Idempotent: does nothing when the demo sellers exist. One transaction, so a failure leaves the
 * database as it was. Returns whether it seeded.
 */
export async function seedDemoData(db: Database, { now = new Date() }: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await insertReferenceData(tx, now);
    const [existing] = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, DEMO_SELLER_EMAIL)).limit(1);
    if (existing) return false;
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

    const sellerRows = await tx
      .insert(sellers)
      .values(
        SEED_SELLERS.map((seller, index) => ({
          name: seller.name,
          email: seller.email,
          phone: seller.phone,
          address: seller.address,
          city: seller.city,
          latitude: seller.latitude,
          longitude: seller.longitude,
          depotPincode: depotPincode(seller.address),
          deliveryRadiusKm: SEED_DELIVERY_RADIUS_KM,
          gstin: demoSellerGstin(seller, index),
          passwordHash: UNSET_PASSWORD_HASH,
          status: 'approved' as const,
          statusChangedAt: daysAgo(199 - index * 7),
          createdAt: daysAgo(200 - index * 7),
        })),
      )
      .returning({ id: sellers.id, email: sellers.email });

    const productRows = await tx
      .select({ id: products.id, masterSku: products.masterSku })
      .from(products)
      .where(
        inArray(
          products.masterSku,
          SEED_PRODUCTS.map((product) => product.sku),
        ),
      );
    const productIds = new Map(productRows.map((row) => [row.masterSku, row.id]));
    const sellerIds = new Map(sellerRows.map((row) => [row.email, row.id]));
    await insertListings(tx, productIds, sellerIds, daysAgo);
    await insertDemoContent(tx, daysAgo);
    return true;
  });
}

/** Categories, products, pincodes and default products, unless a category exists; answers whether it inserted. */
async function insertReferenceData(tx: Transaction, now: Date): Promise<boolean> {
  const [existing] = await tx.select({ id: categories.id }).from(categories).limit(1);
  if (existing) return false;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const categoryIds = await insertCategories(tx);
  await tx.insert(products).values(
    SEED_PRODUCTS.map((product) => {
      const categoryId = categoryIds.get(`${product.category}/${product.sub}`);
      if (categoryId === undefined) throw new Error(`Seed product ${product.sku}: unknown sub-category ${product.category}/${product.sub}`);
      return {
        name: product.name,
        displayName: product.display ?? null,
        masterSku: product.sku,
        brand: product.brand,
        unit: product.unit,
        description: product.description,
        categoryId,
        specifications: product.specs,
        createdAt: daysAgo(120),
        updatedAt: daysAgo(120),
      };
    }),
  );
  await tx.insert(pincodes).values(SEED_PINCODES.map((entry) => ({ ...entry, createdAt: daysAgo(180) })));
  await tx.insert(defaultProducts).values(
    SEED_DEFAULT_PRODUCTS.map((product, index) => ({
      name: product.name,
      categoryName: product.categoryName,
      unit: product.unit,
      ratePaise: product.rate === null ? null : Math.round(product.rate * 100),
      brands: product.brands || null,
      description: product.description,
      isActive: product.isActive,
      createdAt: daysAgo(150 - index),
      updatedAt: daysAgo(150 - index),
    })),
  );
  return true;
}

/** Top-level categories in the spec's order, then their sub-categories; answers "Top/Sub" → id. */
async function insertCategories(tx: Transaction): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const tops = await tx
    .insert(categories)
    .values(
      CATEGORY_NAMES.map((name) => ({
        name,
        description: SEED_CATEGORIES[name].description,
        hsnCode: CATEGORY_TAX[name].hsn,
        gstRatePercent: CATEGORY_TAX[name].gstRatePercent,
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const children = tops.flatMap((top) =>
    SEED_CATEGORIES[top.name as keyof typeof SEED_CATEGORIES].children.map((child) => ({
      name: child.name,
      description: child.description,
      typicalQuantity: child.typicalQuantity ?? null,
      hsnCode: SUB_CATEGORY_TAX[`${top.name}/${child.name}`]?.hsn ?? null,
      gstRatePercent: SUB_CATEGORY_TAX[`${top.name}/${child.name}`]?.gstRatePercent ?? null,
      parentId: top.id,
      top: top.name,
    })),
  );
  const subs = await tx
    .insert(categories)
    .values(children.map(({ top: _top, ...child }) => child))
    .returning({ id: categories.id, name: categories.name, parentId: categories.parentId });
  const topName = new Map(tops.map((top) => [top.id, top.name]));
  for (const top of tops) ids.set(top.name, top.id);
  for (const sub of subs) ids.set(`${topName.get(sub.parentId ?? -1)}/${sub.name}`, sub.id);
  return ids;
}

/**
 * Listings by plan, each with its price history: the first price, then the latest change if any.
 * A planned product no longer in the catalogue (an admin removed it) is left out.
 */
async function insertListings(
  tx: Transaction,
  productIds: Map<string, number>,
  sellerIds: Map<string, number>,
  daysAgo: (days: number) => Date,
): Promise<void> {
  const inCatalogue = (item: { productIndex: number }) => productIds.has(SEED_PRODUCTS[item.productIndex]?.sku ?? '');
  const plan = planListings(SEED_PRODUCTS, SEED_SELLERS)
    .filter(inCatalogue)
    .map((item) => ({
      ...item,
      sellerId: idOf(sellerIds, SEED_SELLERS[item.sellerIndex]?.email),
      productId: idOf(productIds, SEED_PRODUCTS[item.productIndex]?.sku),
    }));
  const listingRows = await tx
    .insert(listings)
    .values(
      plan.map((item) => {
        const changed = item.previousPricePaise !== item.pricePaise;
        return {
          sellerId: item.sellerId,
          productId: item.productId,
          pricePaise: item.pricePaise,
          stockQuantity: item.stockQuantity,
          sellerSku: item.sellerSku,
          createdAt: daysAgo(item.listedDaysAgo),
          updatedAt: daysAgo(changed ? item.changedDaysAgo : item.listedDaysAgo),
        };
      }),
    )
    .returning({ id: listings.id, sellerId: listings.sellerId, productId: listings.productId });

  const listingIds = new Map(listingRows.map((row) => [`${row.sellerId}/${row.productId}`, row.id]));
  const history = plan.flatMap((item) => {
    const listingId = idOf(listingIds, `${item.sellerId}/${item.productId}`);
    const first = { listingId, oldPricePaise: null, newPricePaise: item.previousPricePaise, source: 'seed' as const, changedAt: daysAgo(item.listedDaysAgo) };
    if (item.previousPricePaise === item.pricePaise) return [first];
    return [
      first,
      { listingId, oldPricePaise: item.previousPricePaise, newPricePaise: item.pricePaise, source: 'seed' as const, changedAt: daysAgo(item.changedDaysAgo) },
    ];
  });
  await tx.insert(priceHistory).values(history);
}

/** The demo's affiliates and blog posts (invented content). */
async function insertDemoContent(tx: Transaction, daysAgo: (days: number) => Date): Promise<void> {
  await tx.insert(affiliates).values(SEED_AFFILIATES.map((affiliate) => ({ ...affiliate, imageUrl: null, createdAt: daysAgo(90) })));
  await tx.insert(blogPosts).values(
    SEED_BLOG_POSTS.map((post) => ({
      slug: post.slug,
      title: post.title,
      category: post.category,
      excerpt: post.excerpt,
      contentHtml: post.contentHtml.trim(),
      readTimeMinutes: post.readTimeMinutes,
      ...(post.authorName ? { authorName: post.authorName } : {}),
      createdAt: daysAgo(post.daysAgo),
      updatedAt: daysAgo(post.daysAgo),
    })),
  );
}

function idOf(ids: Map<string, number>, key: string | undefined): number {
  const id = key === undefined ? undefined : ids.get(key);
  if (id === undefined) throw new Error(`Seed: no inserted row for ${key}`);
  return id;
}
