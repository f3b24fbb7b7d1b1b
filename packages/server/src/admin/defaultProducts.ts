import { and, asc, countDistinct, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PRODUCT_MESSAGES,
  type DefaultProduct,
  type DefaultProductDeletion,
  type DefaultProductStats,
  type SellerDefaultProduct,
} from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { categories, defaultProducts, products } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { rupees } from '../orders/delivery.ts';
import { containsPattern } from '../shared/search.ts';

type DefaultProductRow = typeof defaultProducts.$inferSelect;

export function defaultProductView(row: DefaultProductRow): DefaultProduct {
  return {
    id: row.id,
    name: row.name,
    category_name: row.categoryName,
    unit: row.unit,
    rate: row.ratePaise === null ? null : rupees(row.ratePaise),
    brands: row.brands,
    description: row.description,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(defaultProducts.name, pattern),
    ilike(defaultProducts.brands, pattern),
    ilike(defaultProducts.categoryName, pattern),
    ilike(defaultProducts.description, pattern),
  );
}

/** Every default product (active or not), newest first, matching the search in name, brands, category or description. */
export async function listDefaultProducts(db: Database, search?: string): Promise<DefaultProduct[]> {
  const rows = await db.select().from(defaultProducts).where(searchFilter(search)).orderBy(desc(defaultProducts.createdAt), desc(defaultProducts.id));
  return rows.map(defaultProductView);
}

/** The active default products, by category and name, for a seller choosing what to list. */
export async function activeDefaultProducts(db: Database): Promise<SellerDefaultProduct[]> {
  const rows = await db
    .select()
    .from(defaultProducts)
    .where(eq(defaultProducts.isActive, true))
    .orderBy(asc(defaultProducts.categoryName), asc(defaultProducts.name), asc(defaultProducts.id));
  return rows.map((row) => {
    const { is_active: _active, created_at: _created, ...product } = defaultProductView(row);
    return product;
  });
}

export async function defaultProductStats(db: Database): Promise<DefaultProductStats> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${defaultProducts.isActive})`.mapWith(Number),
      categories: countDistinct(defaultProducts.categoryName),
    })
    .from(defaultProducts);
  return { total_products: row?.total ?? 0, active_products: row?.active ?? 0, total_categories: row?.categories ?? 0 };
}

export interface DefaultProductFields {
  name: string;
  categoryName: string;
  unit: string;
  ratePaise: number | null;
  brands: string | null;
  description: string | null;
  isActive: boolean;
}

export async function createDefaultProduct(db: Database, fields: DefaultProductFields): Promise<DefaultProduct> {
  const [row] = await db.insert(defaultProducts).values(fields).returning();
  if (!row) throw new Error('default product insert returned no row');
  return defaultProductView(row);
}

/** Changes the fields given (undefined leaves a field as it is). */
export async function updateDefaultProduct(db: Database, id: number, fields: Partial<DefaultProductFields>): Promise<DefaultProduct> {
  const [row] = await db
    .update(defaultProducts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(defaultProducts.id, id))
    .returning();
  if (!row) throw notFound(DEFAULT_PRODUCT_MESSAGES.notFound);
  return defaultProductView(row);
}

/** Deletes a default product; listings sellers made from it keep their catalogue product. */
export async function deleteDefaultProduct(db: Database, id: number): Promise<DefaultProductDeletion> {
  const [row] = await db.delete(defaultProducts).where(eq(defaultProducts.id, id)).returning({ id: defaultProducts.id });
  if (!row) throw notFound(DEFAULT_PRODUCT_MESSAGES.notFound);
  return { id: row.id, detail: DEFAULT_PRODUCT_MESSAGES.deleted };
}

/** 'OPC 53 Grade Cement (50 kg)' → 'OPC-53-GRADE-CEMENT-50-KG'. */
function skuPart(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The master SKU of a catalogue product made from a default product: stable for a name in a category. */
export function defaultProductSku(categoryName: string, name: string): string {
  return `DEF-${skuPart(categoryName)}-${skuPart(name)}`.slice(0, 120).replace(/-+$/, '');
}

/** The id of the top-level category of that name, made when missing. */
async function topCategoryId(db: Database, name: string): Promise<number> {
  const find = () =>
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.name, name), isNull(categories.parentId)))
      .limit(1);
  const [existing] = await find();
  if (existing) return existing.id;
  await db.insert(categories).values({ name }).onConflictDoNothing();
  const [made] = await find();
  if (!made) throw new Error(`category ${name} could not be made`);
  return made.id;
}

/**
 * The catalogue product a seller lists when they pick an active default product: the product of
 * that name (or display name, ignoring case) in the default product's category or one of its
 * sub-categories; when there is none, one is added to the catalogue under the category, with the
 * default product's unit and description. Two sellers doing this at once get the same product
 * (its master SKU follows from the category and name).
 */
export async function catalogueProductFor(db: Database, defaultProductId: number): Promise<number> {
  const [template] = await db
    .select()
    .from(defaultProducts)
    .where(and(eq(defaultProducts.id, defaultProductId), eq(defaultProducts.isActive, true)))
    .limit(1);
  if (!template) throw notFound(DEFAULT_PRODUCT_MESSAGES.notFound);
  const categoryId = await topCategoryId(db, template.categoryName);
  const name = template.name.trim().toLowerCase();
  const inCategory = db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, categoryId), eq(categories.parentId, categoryId)));
  const [existing] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.categoryId, inCategory), or(sql`lower(trim(${products.name})) = ${name}`, sql`lower(trim(${products.displayName})) = ${name}`)))
    .orderBy(asc(products.id))
    .limit(1);
  if (existing) return existing.id;

  const masterSku = defaultProductSku(template.categoryName, template.name);
  const [made] = await db
    .insert(products)
    .values({ name: template.name, masterSku, unit: template.unit, description: template.description, categoryId })
    .onConflictDoNothing({ target: products.masterSku })
    .returning({ id: products.id });
  if (made) return made.id;
  const [raced] = await db.select({ id: products.id }).from(products).where(eq(products.masterSku, masterSku)).limit(1);
  if (!raced) throw new Error(`catalogue product ${masterSku} could not be made`);
  return raced.id;
}
