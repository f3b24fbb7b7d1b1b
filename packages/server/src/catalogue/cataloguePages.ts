import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Category, Product } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { preparedOnce } from '../db/prepared.ts';
import { categories, categoryProductCounts, products } from '../db/schema.ts';
import { categoryAndDescendants, onSale, productView, selectProducts, shownNameBytes } from './productSql.ts';

// The unsearched catalogue (issue 30): pages in name order read from the products on sale's indexes,
// totals added up from category_product_counts (kept by triggers, migration 0026), each a statement
// prepared once. At 1M products the first, a category's and a deep page each take a few ms of SQL
// where sorting the catalogue and counting it took hundreds (bench/README.md, "Catalogue pages").

const placeholder = sql.placeholder;
const reachingParameter = sql`${placeholder('reaching')}::int[]`;

/** The page's rows with their prices, offers and categories, in name order (unprepared: tests read its plan). */
const pageQuery = (db: Database, pageIds: SQL) =>
  selectProducts(db, reachingParameter)
    .where(sql`${products.id} in (${pageIds})`)
    .orderBy(asc(shownNameBytes), asc(products.id));

/**
 * The catalogue's page ids in name order, from products_on_sale_sort_name_idx alone (an index-only
 * scan: skipping `offset` entries reads no table rows).
 */
const catalogueIds = sql`select ${products.id} from ${products} where ${onSale} order by ${shownNameBytes}, ${products.id}
  limit ${placeholder('limit')} offset ${placeholder('offset')}`;

/**
 * A category's page ids in name order: the first offset + limit entries of each category of the tree
 * from products_on_sale_category_sort_name_idx, merged. Walking the catalogue's name index and keeping
 * the category's rows read the whole catalogue for a small category (migration 0025).
 */
const categoryIds = sql`select on_sale.id from ${categoryAndDescendants(placeholder('category'))} as category_tree(id)
  cross join lateral (
    select ${products.id}, ${products.sortName} from ${products}
    where ${products.categoryId} = category_tree.id and ${onSale}
    order by ${shownNameBytes}, ${products.id} limit ${placeholder('limit')}::int + ${placeholder('offset')}::int
  ) as on_sale
  order by on_sale.sort_name, on_sale.id limit ${placeholder('limit')} offset ${placeholder('offset')}`;

/** A category's page: parameters category, limit, offset and reaching (int[] or null). */
export const categoryPageQuery = (db: Database) => pageQuery(db, categoryIds);
const pageOfCatalogue = preparedOnce((db) => pageQuery(db, catalogueIds).prepare('catalogue_page'));
const pageOfCategory = preparedOnce((db) => categoryPageQuery(db).prepare('catalogue_category_page'));

const productsOnSale = sql<number>`coalesce(sum(${categoryProductCounts.productsOnSale}), 0)`.mapWith(Number);
const totalOfCatalogue = preparedOnce((db) => db.select({ total: productsOnSale }).from(categoryProductCounts).prepare('catalogue_total'));
const totalOfCategory = preparedOnce((db) =>
  db
    .select({ total: productsOnSale })
    .from(categoryProductCounts)
    .where(inArray(categoryProductCounts.categoryId, categoryAndDescendants(placeholder('category'))))
    .prepare('catalogue_category_total'),
);

export interface CataloguePageQuery {
  categoryId: number | null;
  /** The sellers reaching the buyer's place (their offers alone are counted), or null for every seller. */
  reaching: readonly number[] | null;
  limit: number;
  offset: number;
}

/** A page of the unsearched catalogue in name order, with the number of products on sale (in the category and those below it). */
export async function cataloguePage(db: Database, { categoryId, reaching, limit, offset }: CataloguePageQuery): Promise<{ items: Product[]; total: number }> {
  const values = { reaching: reaching === null ? null : [...reaching], limit, offset, category: categoryId };
  const [rows, [counted]] = await Promise.all([
    (categoryId === null ? pageOfCatalogue(db) : pageOfCategory(db)).execute(values),
    (categoryId === null ? totalOfCatalogue(db) : totalOfCategory(db)).execute(values),
  ]);
  return { items: rows.map(productView), total: counted?.total ?? 0 };
}

/** The number of products on sale in the category and those below it, or in the whole catalogue. */
export async function productsOnSaleIn(db: Database, categoryId: number | null): Promise<number> {
  const [counted] = await (categoryId === null ? totalOfCatalogue(db) : totalOfCategory(db)).execute({ category: categoryId });
  return counted?.total ?? 0;
}

const everyCategory = preparedOnce((db) =>
  db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      parentId: categories.parentId,
      productCount: sql<number>`(
        with recursive tree(id) as (select ${categories.id} union all select c.id from ${categories} c join tree on c.parent_id = tree.id)
        select coalesce(sum(counted.products_on_sale), 0) from ${categoryProductCounts} counted where counted.category_id in (select id from tree)
      )`.mapWith(Number),
    })
    .from(categories)
    .orderBy(asc(categories.id))
    .prepare('every_category'),
);

/** GET /categories/: every category with the number of products on sale in it and in the categories below it. */
export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await everyCategory(db).execute();
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, parent_id: row.parentId, product_count: row.productCount }));
}

const productOnSale = preparedOnce((db) =>
  selectProducts(db)
    .where(sql`${products.id} = ${placeholder('id')} and ${onSale}`)
    .prepare('product_on_sale'),
);
/** A product on sale with its prices, photos and categories; null when unknown or deactivated (the page answers 404). */
export async function productById(db: Database, id: number): Promise<Product | null> {
  const [row] = await productOnSale(db).execute({ id });
  return row ? productView(row) : null;
}
