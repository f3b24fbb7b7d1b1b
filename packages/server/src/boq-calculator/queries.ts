import { desc, eq } from 'drizzle-orm';
import type { BoqRequest, BoqResponse } from '@nirmaan/calculators';
import type { Database } from '../db/database.ts';
import { boqSaves } from '../db/schema.ts';

/** The BOQs buyers keep in their account (spec seller-admin-toolkit §3). */

/** The saved BOQs a buyer's account lists, newest first. */
export const SAVED_BOQ_LIMIT = 50;

/** Keeps a calculated BOQ in the buyer's account: its id and when. */
export async function saveBoq(db: Database, userId: number, request: BoqRequest, result: BoqResponse): Promise<{ id: number; createdAt: Date }> {
  const [saved] = await db
    .insert(boqSaves)
    .values({ userId, request: { ...request }, result: { ...result } })
    .returning({ id: boqSaves.id, createdAt: boqSaves.createdAt });
  return saved!;
}

/** The buyer's saved BOQs, newest first (at most SAVED_BOQ_LIMIT). */
export async function savedBoqs(db: Database, userId: number) {
  const rows = await db.select().from(boqSaves).where(eq(boqSaves.userId, userId)).orderBy(desc(boqSaves.createdAt), desc(boqSaves.id)).limit(SAVED_BOQ_LIMIT);
  return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString(), request: row.request, result: row.result }));
}
