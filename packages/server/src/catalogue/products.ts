import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Coordinates, Product, ProductQuery, ProductSuggestion } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { categories, products } from '../db/schema.ts';
import { sellersReaching } from '../seller/sellerReach.ts';
import { cataloguePage, productsOnSaleIn } from './cataloguePages.ts';
import { matchingMostWords } from './mostWords.ts';
import { categoryAndDescendants, onSale, popularity, productView, reachingSellers, selectProducts, shownName, shownNameBytes } from './productSql.ts';
import { fieldRank, matchTier, typedSearch } from './searchTerms.ts';
import { matchingEveryWord } from './wordLookups.ts';

/** Suggestions answer only for this many typed characters or more (spec storefront §5). */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 8;
/**
 * Suggestions rank at most this many products from each of two sources (names starting with the
 * typed text, in name order; any other matches, as the index finds them), so that a word matching
 * tens of thousands of products costs no more than a rare one (bench/README.md).
 */
export const SUGGESTION_CANDIDATES = 50;

/**
 * GET /products/: a page of the catalogue and the number of products that match. With a place, each
 * product's lowest price and number of offers count only the sellers that deliver there.
 */
export async function listProducts(
  db: Database,
  query: Required<Pick<ProductQuery, 'limit' | 'offset'>> & ProductQuery,
  place: Coordinates | null = null,
): Promise<{ items: Product[]; total: number; matchedWords: readonly string[] | null }> {
  const reachingIds = place ? await sellersReaching(db, place) : null;
  const search = typedSearch(query.search ?? '');
  const categoryId = query.category_id ?? null;
  if (search.words.length === 0 && query.sort !== 'category') {
    return { ...(await cataloguePage(db, { categoryId, reaching: reachingIds, limit: query.limit, offset: query.offset })), matchedWords: null };
  }
  const reaching = reachingSellers(reachingIds);
  const inCategory = categoryId ? inArray(products.categoryId, categoryAndDescendants(categoryId)) : undefined;
  const { words, matches, spellings } =
    query.match === 'most'
      ? await matchingMostWords(db, search, and(onSale, inCategory) ?? onSale)
      : { words: search.words, ...(await matchingEveryWord(db, search)) };
  const where = and(onSale, matches, inCategory);
  const order =
    query.sort === 'category'
      ? [asc(categories.name), asc(shownNameBytes), asc(products.id)]
      : query.sort === 'name' || words.length === 0
        ? [asc(shownNameBytes), asc(products.id)]
        : [desc(matchTier(words, spellings)), desc(fieldRank(words, spellings)), desc(popularity), asc(shownNameBytes), asc(products.id)];
  // A search counts its matches (through the search index); the unsearched catalogue adds up its counters.
  const counted = db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  const [rows, total] = await Promise.all([
    selectProducts(db, reaching)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    matches === undefined ? productsOnSaleIn(db, categoryId) : counted.then(([row]) => row?.total ?? 0),
  ]);
  return { items: rows.map(productView), total, matchedWords: words.length < search.words.length ? words : null };
}

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
  const { words, matches, spellings } = await matchingMostWords(db, search, onSale);
  const candidates = sql`(select ${products.id} from ${products} where ${shownNameBytes} like ${typedPrefix} and ${matches} and ${onSale} order by ${shownNameBytes} limit ${SUGGESTION_CANDIDATES})
    union (select ${products.id} from ${products} where ${matches} and ${onSale} limit ${SUGGESTION_CANDIDATES})`;
  const rows = await db
    .select({
      id: products.id,
      name: sql<string>`coalesce(nullif(trim(${products.displayName}), ''), ${products.name})`,
      masterSku: products.masterSku,
      category: categories.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.id} in (${candidates})`)
    .orderBy(
      desc(matchTier(words, spellings)),
      desc(startsWithTyped),
      desc(fieldRank(words, spellings)),
      desc(popularity),
      asc(shownNameBytes),
      asc(products.id),
    )
    .limit(SUGGESTION_LIMIT);
  return rows.map((row) => ({ id: row.id, name: row.name, master_sku: row.masterSku, category: row.category }));
}
