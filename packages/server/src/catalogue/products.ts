import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Category, Coordinates, Product, ProductQuery, ProductSuggestion } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { categories, listings, products, sellers } from '../db/schema.ts';
import { rupees } from '../orders/delivery.ts';
import { imagesOfProducts } from '../product-images/productImages.ts';
import { sellersReaching } from '../seller/sellerReach.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';
import { matchingMostWords } from './mostWords.ts';
import { fieldRank, matchingEveryWord, matchTier, typedSearch, withTypoTolerance } from './searchTerms.ts';

/** Suggestions answer only for this many typed characters or more (spec storefront §5). */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 8;
/**
 * Suggestions rank at most this many products from each of two sources (names starting with the
 * typed text, in name order; any other matches, as the index finds them), so that a word matching
 * tens of thousands of products costs no more than a rare one (bench/README.md).
 */
export const SUGGESTION_CANDIDATES = 50;

const parentCategories = alias(categories, 'parent_category');

/** A category and every category below it. */
const categoryAndDescendants = (categoryId: number): SQL =>
  sql`(with recursive tree(id) as (select ${categoryId}::int union all select c.id from ${categories} c join tree on c.parent_id = tree.id) select id from tree)`;

/**
 * Listings a buyer can order: active, from a trading seller (sellerTrades); with a place, only from
 * the sellers whose delivery radius reaches it (sellersReaching).
 */
function orderableListing(reaching: readonly number[] | null): SQL {
  const trading = sql`${listings.isActive} and exists (select 1 from ${sellers} where ${sellers.id} = ${listings.sellerId} and ${sellerTrades})`;
  if (reaching === null) return trading;
  return reaching.length === 0 ? sql`false` : sql`${trading} and ${inArray(listings.sellerId, [...reaching])}`;
}

/** The product's columns, its lowest price and number of offers counted over `reaching` sellers (null: every trading seller). */
const productColumns = (reaching: readonly number[] | null) => ({
  id: products.id,
  name: products.name,
  displayName: products.displayName,
  masterSku: products.masterSku,
  brand: products.brand,
  unit: products.unit,
  description: products.description,
  imageUrl: products.imageUrl,
  categoryId: products.categoryId,
  specifications: products.specifications,
  category: categories.name,
  parentId: parentCategories.id,
  parentName: parentCategories.name,
  typicalQuantity: sql<number>`coalesce(${categories.typicalQuantity}, ${parentCategories.typicalQuantity}, 1)`.mapWith(Number),
  minPricePaise: sql<
    number | null
  >`(select min(${listings.pricePaise}) from ${listings} where ${listings.productId} = ${products.id} and ${orderableListing(reaching)})`.mapWith(
    (value: unknown) => (value === null ? null : Number(value)),
  ),
  listingCount: sql<number>`(select count(*) from ${listings} where ${listings.productId} = ${products.id} and ${orderableListing(reaching)})`.mapWith(Number),
});

const selectProducts = (db: Database, reaching: readonly number[] | null = null) =>
  db
    .select(productColumns(reaching))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId));

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** The products with their photos (one query for the page). */
async function withImages(db: Database, items: Omit<Product, 'images'>[]): Promise<Product[]> {
  const images = await imagesOfProducts(
    db,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, images: images.get(item.id) ?? [] }));
}

function productView(row: ProductRow): Omit<Product, 'images'> {
  return {
    id: row.id,
    name: row.name,
    display_name: row.displayName,
    master_sku: row.masterSku,
    brand: row.brand,
    unit: row.unit,
    description: row.description,
    image_url: row.imageUrl,
    category_id: row.categoryId,
    category: row.category,
    parent_category: row.parentId !== null && row.parentName !== null ? { id: row.parentId, name: row.parentName } : null,
    specifications: row.specifications,
    typical_quantity: row.typicalQuantity,
    min_price: row.minPricePaise === null ? null : rupees(row.minPricePaise),
    listing_count: row.listingCount,
  };
}

/** Products the storefront shows: not deactivated by an admin (issue 28). */
const onSale = eq(products.isActive, true);

const shownName = sql`lower(coalesce(nullif(trim(${products.displayName}), ''), ${products.name}))`;

/** How many sellers list the product (active listings): among equally good matches, the more popular first. */
const popularity = sql`(select count(*) from ${listings} where ${listings.productId} = ${products.id} and ${listings.isActive})`;

/**
 * GET /products/: a page of the catalogue and the number of products that match. With a place, each
 * product's lowest price and number of offers count only the sellers that deliver there.
 */
export async function listProducts(
  db: Database,
  query: Required<Pick<ProductQuery, 'limit' | 'offset'>> & ProductQuery,
  place: Coordinates | null = null,
): Promise<{ items: Product[]; total: number; matchedWords: readonly string[] | null }> {
  const reaching = place ? await sellersReaching(db, place) : null;
  const search = typedSearch(query.search ?? '');
  const inCategory = query.category_id ? inArray(products.categoryId, categoryAndDescendants(query.category_id)) : undefined;
  const page = async (db: Database) => {
    const { words, matches, spellings } =
      query.match === 'most'
        ? await matchingMostWords(db, search, and(onSale, inCategory) ?? onSale)
        : { words: search.words, ...(await matchingEveryWord(db, search)) };
    const where = and(onSale, matches, inCategory);
    const order =
      query.sort === 'category'
        ? [asc(categories.name), asc(shownName), asc(products.id)]
        : query.sort === 'name' || words.length === 0
          ? [asc(shownName), asc(products.id)]
          : [desc(matchTier(words, spellings)), desc(fieldRank(words, spellings)), desc(popularity), asc(shownName), asc(products.id)];
    const rows = await selectProducts(db, reaching)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset);
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(where);
    return { items: await withImages(db, rows.map(productView)), total: counted?.total ?? 0, matchedWords: words.length < search.words.length ? words : null };
  };
  return search.words.length > 0 ? withTypoTolerance(db, page) : page(db);
}

/** Whether a product exists and is on sale (without the prices and counts productById works out). */
export async function productExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), onSale))
    .limit(1);
  return row !== undefined;
}

/** A product on sale with its prices, photos and categories; null when unknown or deactivated (the page answers 404). */
export async function productById(db: Database, id: number): Promise<Product | null> {
  const [row] = await selectProducts(db)
    .where(and(eq(products.id, id), onSale))
    .limit(1);
  return row ? ((await withImages(db, [productView(row)]))[0] ?? null) : null;
}

/** The shown name compared byte by byte, as products_shown_name_idx holds it (so `like 'abc%'` and its order use the index). */
const shownNameBytes = sql`(${shownName} collate "C")`;

/**
 * GET /products/search-suggestions: up to 8 products for what a buyer is typing, names that start
 * with it first, then the best matches; typos tolerated (see matchesEveryWord). Only a bounded set
 * of candidates is ranked: the first SUGGESTION_CANDIDATES names starting with the typed text and
 * SUGGESTION_CANDIDATES other matches; when more products match, the list (GET /products/?search=)
 * ranks them all.
 */
export async function suggestProducts(db: Database, typed: string): Promise<ProductSuggestion[]> {
  const text = typed.trim();
  const search = typedSearch(text);
  if (text.length < SUGGESTION_MIN_LENGTH || search.words.length === 0) return [];
  const typedPrefix = `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  const startsWithTyped = sql`case when ${shownName} like ${typedPrefix} then 1 else 0 end`;
  const rows = await withTypoTolerance(db, async (db) => {
    const { words, matches, spellings } = await matchingMostWords(db, search, onSale);
    const candidates = sql`(select ${products.id} from ${products} where ${shownNameBytes} like ${typedPrefix} and ${matches} and ${onSale} order by ${shownNameBytes} limit ${SUGGESTION_CANDIDATES})
      union (select ${products.id} from ${products} where ${matches} and ${onSale} limit ${SUGGESTION_CANDIDATES})`;
    return db
      .select({
        id: products.id,
        name: sql<string>`coalesce(nullif(trim(${products.displayName}), ''), ${products.name})`,
        masterSku: products.masterSku,
        category: categories.name,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${products.id} in (${candidates})`)
      .orderBy(desc(matchTier(words, spellings)), desc(startsWithTyped), desc(fieldRank(words, spellings)), desc(popularity), asc(shownName), asc(products.id))
      .limit(SUGGESTION_LIMIT);
  });
  return rows.map((row) => ({ id: row.id, name: row.name, master_sku: row.masterSku, category: row.category }));
}

/** GET /categories/: every category with the number of products on sale in it and in the categories below it. */
export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      parentId: categories.parentId,
      productCount: sql<number>`(
        with recursive tree(id) as (select ${categories.id} union all select c.id from ${categories} c join tree on c.parent_id = tree.id)
        select count(*) from ${products} p where p.category_id in (select id from tree) and p.is_active
      )`.mapWith(Number),
    })
    .from(categories)
    .orderBy(asc(categories.id));
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, parent_id: row.parentId, product_count: row.productCount }));
}
