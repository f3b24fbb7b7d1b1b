import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, json, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, timestamptz, tsvector, updatedAt } from './columns.ts';
import { sellers } from './accounts.ts';
import { PRICE_SOURCES, type PriceSource } from './values.ts';

/** Product categories; parent_id null means top level (the spec's 19 names), children are sub-categories. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    /** What a builder typically orders at once, in the unit its products are sold in (50 bags of cement): the product page's starting quantity. */
    typicalQuantity: integer('typical_quantity'),
    /** The goods' HSN code and GST rate for tax invoices; a sub-category without its own takes its parent's (an admin may edit them). */
    hsnCode: text('hsn_code'),
    gstRatePercent: integer('gst_rate_percent'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('categories_parent_name_key').on(t.parentId, t.name).nullsNotDistinct(),
    index('categories_parent_idx').on(t.parentId),
    check('categories_typical_quantity_positive', sql`${t.typicalQuantity} > 0`),
    check('categories_hsn_code_digits', sql`${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('categories_gst_rate', sql`${t.gstRatePercent} in (0, 5, 12, 18, 28, 40)`),
  ],
);

/**
 * Words a buyer may search by, in their normal form (search_normal_form, migration 0020; the same rules
 * as catalogue/searchNormalForm.ts), weighted: display name and name (A), brand and the names of the
 * category and its parent (B), SKU (C), description (D). The 'simple' configuration keeps brand names
 * and sizes intact (no stemming, no stop words), which suits prefix queries such as
 * `to_tsquery('simple', 'ultra:*')`.
 */
const SEARCH_VECTOR: SQL = sql`setweight(to_tsvector('simple'::regconfig, search_normal_form(coalesce("display_name", '') || ' ' || "name")), 'A') || setweight(to_tsvector('simple'::regconfig, search_normal_form(coalesce("brand", '') || ' ' || "category_text")), 'B') || setweight(to_tsvector('simple'::regconfig, search_normal_form("master_sku")), 'C') || setweight(to_tsvector('simple'::regconfig, search_normal_form(coalesce("description", ''))), 'D')`;

/** Display name, name, brand, categories and SKU in one string, in normal form, for pg_trgm (word_)similarity. */
const SEARCH_TEXT: SQL = sql`search_normal_form(coalesce("display_name", '') || ' ' || "name" || ' ' || coalesce("brand", '') || ' ' || "category_text" || ' ' || "master_sku")`;

/** The catalogue: one row per product, offered by sellers through listings. */
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    /** Shown instead of name when present. */
    displayName: text('display_name'),
    masterSku: text('master_sku').notNull(),
    brand: text('brand'),
    /** The unit a listing's price is for: Bag, Kg, Ton, Cft, Nos, Sqft, Ltr, ... */
    unit: text('unit').notNull().default('Nos'),
    description: text('description'),
    imageUrl: text('image_url'),
    /** Usually a sub-category. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Key → value, in display order: `json`, not `jsonb`, which would re-order the keys (shortest first). */
    specifications: json('specifications').$type<Record<string, string>>().notNull().default({}),
    /** The names of the product's category and its parent, for search; set by triggers (migration 0020), not written by the application. */
    categoryText: text('category_text').notNull().default(''),
    /** False once an admin deactivates it: gone from the storefront at once; carts and orders keep showing it (issue 28, migration 0018). */
    isActive: boolean('is_active').notNull().default(true),
    searchVector: tsvector('search_vector').generatedAlwaysAs(SEARCH_VECTOR),
    searchText: text('search_text').generatedAlwaysAs(SEARCH_TEXT),
    /**
     * The shown name (display name, else name) lower-cased, in collation "C" (byte order, whatever the
     * database's collation; migration 0026): the catalogue's order.
     */
    sortName: text('sort_name').generatedAlwaysAs(sql`lower(coalesce(nullif(trim("display_name"), ''), "name"))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_master_sku_key').on(t.masterSku),
    index('products_category_idx').on(t.categoryId),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // The products on sale in the catalogue's order, then id: its pages (from the index alone) and the
    // names that start with what a buyer types (migration 0026).
    index('products_on_sale_sort_name_idx')
      .on(t.sortName, t.id)
      .where(sql`${t.isActive}`),
    // Each category's products on sale in the catalogue's order: a category's pages (migration 0025).
    index('products_on_sale_category_sort_name_idx')
      .on(t.categoryId, t.sortName, t.id)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * How many products on sale each category holds itself (not those of the categories below it): kept
 * by triggers on products (migration 0026), never written by the application. The unsearched
 * catalogue's total and the categories' product counts add these up instead of counting products.
 */
export const categoryProductCounts = pgTable('category_product_counts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  productsOnSale: integer('products_on_sale').notNull().default(0),
});

/**
 * The catalogue's spelling dictionary: every word of a product's name, brand, categories or SKU (the
 * weight A, B and C lexemes of search_vector) made of letters only. A misspelt search word is matched to the
 * closest of these (pg_trgm, few thousand rows) rather than to every product. Filled by a trigger on
 * products (migration 0004); words of deleted or renamed products stay, which only costs a lookup.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  // Words in Indian scripts, by first letter and length: their typo shortlist (pg_trgm reads only ASCII in a C locale; migration 0030).
  index('search_words_native_idx')
    .on(sql`left(${t.word}, 1)`, sql`char_length(${t.word})`)
    .where(sql`${t.word} ~ '[^[:ascii:]]'`),
]);

/**
 * Words builders use for what the catalogue names otherwise (trade names; Hindi, Kannada and Tamil
 * words in Latin letters and, since migration 0030, in their own scripts): a search word found here
 * also matches its alternatives, never instead of itself ('saria' and 'ಸಿಮೆಂಟ್' also find 'tmt' and
 * 'cement'). Words and alternatives are in search normal form. Seeded by migrations 0021, 0022 and
 * 0030, each with a note of what it means.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  word: text('word').primaryKey(),
  alternatives: text('alternatives').array().notNull(),
  note: text('note').notNull(),
});

/** A seller's offer of a product: price in paise and stock. One listing per seller and product. */
export const listings = pgTable(
  'listings',
  {
    id: id(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Price per product unit, in paise. */
    pricePaise: integer('price_paise').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    sellerSku: text('seller_sku'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('listings_seller_product_key').on(t.sellerId, t.productId),
    index('listings_product_idx').on(t.productId),
    check('listings_stock_nonnegative', sql`${t.stockQuantity} >= 0`),
    check('listings_price_positive', sql`${t.pricePaise} > 0`),
  ],
);

/** Every recorded listing price (seed, creation, edit, CSV upload); the price board is computed from it. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** Null for a listing's first price. */
    oldPricePaise: integer('old_price_paise'),
    newPricePaise: integer('new_price_paise').notNull(),
    source: text('source').$type<PriceSource>().notNull(),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('price_history_listing_changed_idx').on(t.listingId, t.changedAt.desc()),
    index('price_history_changed_idx').on(t.changedAt),
    check('price_history_source_check', isOneOf(t.source, PRICE_SOURCES)),
    check('price_history_prices_positive', sql`${t.newPricePaise} > 0 and (${t.oldPricePaise} is null or ${t.oldPricePaise} > 0)`),
  ],
);
