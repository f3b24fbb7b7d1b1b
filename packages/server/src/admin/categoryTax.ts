import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CategoryTax } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { categories } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

const parent = alias(categories, 'parent');

const CATEGORY_NOT_FOUND = 'Category not found';

/** Every category with its HSN code and GST rate: top-level ones first, each followed by its subcategories. */
export async function listCategoryTax(db: Database, where = sql`true`): Promise<CategoryTax[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      parent_id: categories.parentId,
      parent_name: parent.name,
      hsn_code: categories.hsnCode,
      gst_rate_percent: categories.gstRatePercent,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(where)
    .orderBy(asc(sql`coalesce(${parent.name}, ${categories.name})`), asc(sql`${categories.parentId} is not null`), asc(categories.name));
}

/** Sets the category's own HSN code and GST rate (null: its parent's apply); invoices issued from now on use them. */
export async function setCategoryTax(db: Database, id: number, input: { hsn_code: string | null; gst_rate_percent: number | null }): Promise<CategoryTax> {
  const [updated] = await db
    .update(categories)
    .set({ hsnCode: input.hsn_code, gstRatePercent: input.gst_rate_percent })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (!updated) throw notFound(CATEGORY_NOT_FOUND);
  const [category] = await listCategoryTax(db, eq(categories.id, id));
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category;
}
