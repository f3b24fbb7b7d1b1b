import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  categoryPlacementError,
  categoryTree,
  type AdminCategory,
  type AdminCategoryDeletion,
  type AdminCategoryInput,
} from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { categories, products } from '../db/schema.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';

/*
 * The storefront's categories as the admin runs them (issue 28): the tree with its product counts;
 * add, rename, describe and move a category (two levels, as the storefront shows them: a
 * sub-category sits under a top-level one); delete an empty one. The storefront reads categories
 * from the database on every request, so a change shows at once.
 */

/** Every category in tree order (top-level ones by name, each followed by its sub-categories by name), with its counts. */
export async function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  // Qualified: without a join Drizzle writes the column bare, which the subqueries would read as their own row's.
  const outerId = sql`${categories}.${sql.identifier('id')}`;
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      parent_id: categories.parentId,
      typical_quantity: categories.typicalQuantity,
      product_count: sql<number>`(select count(*) from ${products} p where p.category_id = ${outerId})`.mapWith(Number),
      total_product_count: sql<number>`(
        with recursive tree(id) as (select ${outerId} union all select c.id from ${categories} c join tree on c.parent_id = tree.id)
        select count(*) from ${products} p where p.category_id in (select id from tree)
      )`.mapWith(Number),
      child_count: sql<number>`(select count(*) from ${categories} c where c.parent_id = ${outerId})`.mapWith(Number),
    })
    .from(categories)
    .orderBy(asc(categories.id));
  return categoryTree(rows).flatMap(({ category, children }) => [category, ...children]);
}

async function adminCategory(db: Database, id: number): Promise<AdminCategory> {
  const category = (await listAdminCategories(db)).find((candidate) => candidate.id === id);
  if (!category) throw notFound(M.categoryNotFound);
  return category;
}

const places = (db: Database) => db.select({ id: categories.id, name: categories.name, parent_id: categories.parentId }).from(categories);

/** 409 when the parent (null: top level) already has a category of that name, letter case aside. */
async function assertNameFree(db: Database, name: string, parentId: number | null, categoryId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(trim(${categories.name})) = lower(${name})`,
        parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId),
        categoryId === null ? undefined : ne(categories.id, categoryId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(M.categoryNameTaken(name));
}

async function nameSafe<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.categoryNameTaken(name));
    throw error;
  }
}

/** A new category, top level or under a top-level one (400 otherwise); 409 for a name its parent already has. */
export async function createAdminCategory(db: Database, input: AdminCategoryInput): Promise<AdminCategory> {
  const placement = categoryPlacementError(await places(db), null, input.parent_id);
  if (placement) throw badRequest(placement);
  await assertNameFree(db, input.name, input.parent_id, null);
  const [made] = await nameSafe(input.name, () =>
    db
      .insert(categories)
      .values({ name: input.name, description: input.description, parentId: input.parent_id, typicalQuantity: input.typical_quantity })
      .returning({ id: categories.id }),
  );
  if (!made) throw new Error('no category inserted');
  return adminCategory(db, made.id);
}

/**
 * Renames, describes or moves a category (only the fields sent change): 404 when unknown; 400 for a
 * place under itself, its own sub-category or deeper than two levels; 409 for a name taken there.
 */
export async function updateAdminCategory(db: Database, id: number, input: Partial<AdminCategoryInput>): Promise<AdminCategory> {
  const all = await places(db);
  const current = all.find((category) => category.id === id);
  if (!current) throw notFound(M.categoryNotFound);
  const parentId = input.parent_id === undefined ? current.parent_id : input.parent_id;
  if (input.parent_id !== undefined && input.parent_id !== current.parent_id) {
    const placement = categoryPlacementError(all, current, input.parent_id);
    if (placement) throw badRequest(placement);
  }
  const name = input.name ?? current.name;
  if (input.name !== undefined || input.parent_id !== undefined) await assertNameFree(db, name, parentId, id);
  await nameSafe(name, () =>
    db
      .update(categories)
      .set({ name: input.name, description: input.description, parentId: input.parent_id, typicalQuantity: input.typical_quantity })
      .where(eq(categories.id, id)),
  );
  return adminCategory(db, id);
}

/** Deletes an empty category; 409 while it has products (active or not) or sub-categories. */
export async function deleteAdminCategory(db: Database, id: number): Promise<AdminCategoryDeletion> {
  const category = await adminCategory(db, id);
  if (category.child_count > 0) throw conflict(M.deleteHasChildren(category.name, category.child_count));
  if (category.product_count > 0) throw conflict(M.deleteHasProducts(category.name, category.product_count));
  try {
    await db.delete(categories).where(eq(categories.id, id));
  } catch (error) {
    // A product or sub-category added meanwhile: the foreign keys refuse (restrict).
    if ((error as { code?: string }).code === '23503' || String((error as { cause?: { code?: string } }).cause?.code) === '23503') {
      throw conflict(M.deleteHasProducts(category.name, 1));
    }
    throw error;
  }
  return { id, detail: M.categoryDeleted(category.name) };
}
