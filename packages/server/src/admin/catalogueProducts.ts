import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  specificationPairs,
  specificationRecord,
  type AdminCatalogueProduct,
  type AdminCatalogueProductInput,
  type AdminCatalogueProductQuery,
} from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { categories, listings, productImages, products } from '../db/schema.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { forgetSiteFigures } from '../site/siteInfo.ts';
import { containsPattern, type Page } from '../shared/search.ts';

/*
 * The storefront's products as the admin runs them (issue 28): search and page every product,
 * active or not; create and edit one (its specifications as ordered pairs); deactivate it, which
 * takes it off the storefront at once (every storefront query reads products.is_active), and back.
 */

const parentCategory = alias(categories, 'parent_category');

const columns = {
  id: products.id,
  name: products.name,
  displayName: products.displayName,
  masterSku: products.masterSku,
  brand: products.brand,
  unit: products.unit,
  description: products.description,
  categoryId: products.categoryId,
  categoryName: categories.name,
  parentCategoryName: parentCategory.name,
  specifications: products.specifications,
  isActive: products.isActive,
  listingCount: sql<number>`(select count(*) from ${listings} where ${listings.productId} = ${products.id})`.mapWith(Number),
  imageCount: sql<number>`(select count(*) from ${productImages} where ${productImages.productId} = ${products.id})`.mapWith(Number),
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

const selectProducts = (db: Database) =>
  db
    .select(columns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId));

type Row = Awaited<ReturnType<typeof selectProducts>>[number];

function productView(row: Row): AdminCatalogueProduct {
  return {
    id: row.id,
    name: row.name,
    display_name: row.displayName,
    master_sku: row.masterSku,
    brand: row.brand,
    unit: row.unit,
    description: row.description,
    category_id: row.categoryId,
    category_name: row.categoryName,
    parent_category_name: row.parentCategoryName,
    specifications: specificationPairs(row.specifications),
    is_active: row.isActive,
    listing_count: row.listingCount,
    image_count: row.imageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A category and every category below it. */
const categoryAndBelow = (categoryId: number): SQL =>
  sql`(with recursive tree(id) as (select ${categoryId}::int union all select c.id from ${categories} c join tree on c.parent_id = tree.id) select id from tree)`;

const shownName = sql`lower(coalesce(nullif(trim(${products.displayName}), ''), ${products.name}))`;

/** One page of the products matching the search (name, display name, SKU, brand) and filters, by shown name; and how many match. */
export async function listCatalogueProducts(
  db: Database,
  query: Required<Pick<AdminCatalogueProductQuery, 'limit' | 'offset'>> & AdminCatalogueProductQuery,
): Promise<Page<AdminCatalogueProduct>> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    pattern
      ? or(ilike(products.name, pattern), ilike(products.displayName, pattern), ilike(products.masterSku, pattern), ilike(products.brand, pattern))
      : undefined,
    query.category_id ? inArray(products.categoryId, categoryAndBelow(query.category_id)) : undefined,
    query.active === undefined ? undefined : eq(products.isActive, query.active),
  );
  const [rows, [counted]] = await Promise.all([
    selectProducts(db).where(where).orderBy(asc(shownName), asc(products.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items: rows.map(productView), total: counted?.total ?? 0 };
}

/** One product, active or not; 404 when unknown. */
export async function catalogueProduct(db: Database, id: number): Promise<AdminCatalogueProduct> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound(M.productNotFound);
  return productView(row);
}

async function assertCategoryExists(db: Database, categoryId: number): Promise<void> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) throw new HttpError(422, M.unknownCategory);
}

/** 409 when another product has the SKU (letter case aside: SKUs are read aloud and typed). */
async function assertSkuFree(db: Database, sku: string, productId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(sql`lower(${products.masterSku}) = lower(${sku})`, productId === null ? undefined : ne(products.id, productId)))
    .limit(1);
  if (taken) throw conflict(M.skuTaken(sku));
}

type ProductChanges = Partial<AdminCatalogueProductInput>;

function columnsOf(input: ProductChanges) {
  return {
    name: input.name,
    displayName: input.display_name,
    masterSku: input.master_sku,
    brand: input.brand,
    unit: input.unit,
    description: input.description,
    categoryId: input.category_id,
    specifications: input.specifications && specificationRecord(input.specifications),
  };
}

/** A racing insert or update with the same SKU still answers 409, never 500. */
async function skuSafe<T>(sku: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.skuTaken(sku ?? ''));
    throw error;
  }
}

/** A new catalogue product, active: on the storefront as soon as a seller lists it. */
export async function createCatalogueProduct(db: Database, input: AdminCatalogueProductInput): Promise<AdminCatalogueProduct> {
  await assertCategoryExists(db, input.category_id);
  await assertSkuFree(db, input.master_sku, null);
  const [made] = await skuSafe(input.master_sku, () =>
    db
      .insert(products)
      .values({ ...columnsOf(input), name: input.name, masterSku: input.master_sku, categoryId: input.category_id })
      .returning({ id: products.id }),
  );
  if (!made) throw new Error('no product inserted');
  return catalogueProduct(db, made.id);
}

/** Changes the fields sent; 404 for an unknown product, 409 for a SKU another product has. */
export async function updateCatalogueProduct(db: Database, id: number, input: ProductChanges): Promise<AdminCatalogueProduct> {
  await catalogueProduct(db, id);
  if (input.category_id !== undefined) await assertCategoryExists(db, input.category_id);
  if (input.master_sku !== undefined) await assertSkuFree(db, input.master_sku, id);
  await skuSafe(input.master_sku, () =>
    db
      .update(products)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(eq(products.id, id)),
  );
  return catalogueProduct(db, id);
}

/** Deactivates (off the storefront at once) or reactivates a product; 404 when unknown. */
export async function setCatalogueProductActive(db: Database, id: number, active: boolean): Promise<AdminCatalogueProduct> {
  const [changed] = await db
    .update(products)
    .set({ isActive: active, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!changed) throw notFound(M.productNotFound);
  forgetSiteFigures(db);
  return catalogueProduct(db, id);
}
