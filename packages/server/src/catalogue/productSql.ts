import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Product } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { categories, listings, products, sellers } from '../db/schema.ts';
import { rupees } from '../orders/delivery.ts';
import { photosColumn, photosView } from '../product-images/productImages.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';

// The SQL the public catalogue's queries are built from (products.ts, catalogueTotals.ts): which
// products and listings a buyer sees, a product's columns with its lowest price and offers, and the
// orders the pages are read in.

export const parentCategories = alias(categories, 'parent_category');

/** A category and every category below it. */
export const categoryAndDescendants = (categoryId: number | SQL | Placeholder): SQL =>
  sql`(with recursive tree(id) as (select ${categoryId}::int union all select c.id from ${categories} c join tree on c.parent_id = tree.id) select id from tree)`;

/**
 * The sellers whose offers a product's lowest price and number of offers count: an int[] (the
 * sellers reaching the buyer's place, sellersReaching) or null for every trading seller. A value, or
 * a placeholder in a prepared statement.
 */
export type ReachingSellers = SQL;
const EVERY_SELLER: ReachingSellers = sql`null::int[]`;
export const reachingSellers = (ids: readonly number[] | null): ReachingSellers => (ids === null ? EVERY_SELLER : sql`${sql.param([...ids])}::int[]`);

/**
 * Listings a buyer can order: active, from a trading seller (sellerTrades), and when `reaching` is
 * not null only from the sellers whose delivery radius reaches the buyer's place.
 */
function orderableListing(reaching: ReachingSellers): SQL {
  return sql`${listings.isActive} and exists (select 1 from ${sellers} where ${sellers.id} = ${listings.sellerId} and ${sellerTrades})
    and (${reaching} is null or ${listings.sellerId} = any(${reaching}))`;
}

/** The product's columns, its lowest price and number of offers counted over the `reaching` sellers. */
const productColumns = (reaching: ReachingSellers) => ({
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
  photos: photosColumn,
});

export const selectProducts = (db: Database, reaching: ReachingSellers = EVERY_SELLER) =>
  db
    .select(productColumns(reaching))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId));

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** A product's row as the storefront shows it, photos included. */
export function productView(row: ProductRow): Product {
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
    images: photosView(row.photos),
  };
}

/**
 * Products the storefront shows: not deactivated by an admin (issue 28). The bare column, not
 * `= true` with a parameter: a prepared statement's generic plan must see that it matches the
 * partial index products_on_sale_shown_name_idx.
 */
export const onSale: SQL = sql`${products.isActive}`;

/** The name the storefront shows, lower-cased. */
export const shownName = sql`lower(coalesce(nullif(trim(${products.displayName}), ''), ${products.name}))`;

/** How many sellers list the product (active listings): among equally good matches, the more popular first. */
export const popularity = sql`(select count(*) from ${listings} where ${listings.productId} = ${products.id} and ${listings.isActive})`;

/** The shown name lower-cased, compared byte by byte: the catalogue's order (products_on_sale_sort_name_idx). */
export const shownNameBytes = sql`${products.sortName}`;
