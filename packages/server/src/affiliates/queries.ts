import { asc, eq } from 'drizzle-orm';
import { AFFILIATE_MESSAGES as M, type Affiliate, type AffiliateDeletion } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { affiliates } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/** The affiliate partners (spec toolkit §2 'Affiliates'), by sort order then id. */

type AffiliateRow = typeof affiliates.$inferSelect;

export type AffiliateFields = Pick<AffiliateRow, 'title' | 'url' | 'description' | 'imageUrl' | 'isActive' | 'sortOrder'>;

const affiliateOf = (row: AffiliateRow): Affiliate => ({
  id: row.id,
  title: row.title,
  url: row.url,
  image_url: row.imageUrl,
  description: row.description,
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

const order = [asc(affiliates.sortOrder), asc(affiliates.id)];

/** Every affiliate, or only the active ones. */
export async function listAffiliates(db: Database, onlyActive: boolean): Promise<Affiliate[]> {
  const rows = await db
    .select()
    .from(affiliates)
    .where(onlyActive ? eq(affiliates.isActive, true) : undefined)
    .orderBy(...order);
  return rows.map(affiliateOf);
}

export async function createAffiliate(db: Database, fields: AffiliateFields): Promise<Affiliate> {
  const [row] = await db.insert(affiliates).values(fields).returning();
  return affiliateOf(row!);
}

/** Changes the fields given (undefined: as it is); with none given, the affiliate as it stands. */
export async function updateAffiliate(db: Database, id: number, changes: Partial<AffiliateFields>): Promise<Affiliate> {
  const hasChanges = Object.values(changes).some((value) => value !== undefined);
  const [row] = hasChanges
    ? await db.update(affiliates).set(changes).where(eq(affiliates.id, id)).returning()
    : await db.select().from(affiliates).where(eq(affiliates.id, id));
  if (!row) throw notFound(M.notFound);
  return affiliateOf(row);
}

export async function deleteAffiliate(db: Database, id: number): Promise<AffiliateDeletion> {
  const [row] = await db.delete(affiliates).where(eq(affiliates.id, id)).returning({ id: affiliates.id });
  if (!row) throw notFound(M.notFound);
  return { id: row.id, detail: M.deleted };
}
