import { asc, count, eq, ilike, or, sql, type SQL, and } from 'drizzle-orm';
import { PINCODE_ADMIN_MESSAGES, type PincodeCheck, type PincodeDeletion, type PincodeRecord, type PincodeSeedResult } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { pincodes } from '../db/schema.ts';
import { SEED_PINCODES } from '../db/seed/pincodes.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { someSellerReaches } from '../seller/sellerReach.ts';
import { pincodeCentroid } from './pincodeCentroid.ts';
import { conflict, notFound } from '../http/errors.ts';
import { containsPattern, type Page } from '../shared/search.ts';

type PincodeRow = typeof pincodes.$inferSelect;

export function pincodeView(row: PincodeRow): PincodeRecord {
  return { id: row.id, pincode: row.pincode, city: row.city, area: row.area, state: row.state, is_active: row.isActive };
}

export interface PincodeListQuery {
  search?: string | undefined;
  city?: string | undefined;
  limit: number;
  offset: number;
}

function pincodeFilter(query: PincodeListQuery): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : null;
  return and(
    pattern ? or(ilike(pincodes.pincode, pattern), ilike(pincodes.area, pattern), ilike(pincodes.city, pattern), ilike(pincodes.state, pattern)) : undefined,
    query.city ? sql`lower(${pincodes.city}) = lower(${query.city})` : undefined,
  );
}

/** One page of pincodes in pincode order, and how many match (search in pincode, area, city, state; city exact, any case). */
export async function listPincodes(db: Database, query: PincodeListQuery): Promise<Page<PincodeRecord>> {
  const where = pincodeFilter(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(pincodes).where(where).orderBy(asc(pincodes.pincode)).limit(query.limit).offset(query.offset),
    db.select({ value: count() }).from(pincodes).where(where),
  ]);
  return { items: rows.map(pincodeView), total: total?.value ?? 0 };
}

export interface PincodeFields {
  city: string;
  state: string;
  area: string | null;
  isActive: boolean;
}

/** A new delivery area; a pincode that is already there is a 409. */
export async function createPincode(db: Database, pincode: string, fields: PincodeFields): Promise<PincodeRecord> {
  try {
    const [row] = await db
      .insert(pincodes)
      .values({ pincode, ...fields })
      .onConflictDoNothing({ target: pincodes.pincode })
      .returning();
    if (!row) throw conflict(PINCODE_ADMIN_MESSAGES.duplicate(pincode));
    return pincodeView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PINCODE_ADMIN_MESSAGES.duplicate(pincode));
    throw error;
  }
}

/** Changes the fields given; an inactive pincode is refused by the public pincode check. */
export async function updatePincode(db: Database, pincode: string, fields: Partial<PincodeFields>): Promise<PincodeRecord> {
  const [row] = await db.update(pincodes).set(fields).where(eq(pincodes.pincode, pincode)).returning();
  if (!row) throw notFound(PINCODE_ADMIN_MESSAGES.notFound(pincode));
  return pincodeView(row);
}

export async function deletePincode(db: Database, pincode: string): Promise<PincodeDeletion> {
  const [row] = await db.delete(pincodes).where(eq(pincodes.pincode, pincode)).returning({ pincode: pincodes.pincode });
  if (!row) throw notFound(PINCODE_ADMIN_MESSAGES.notFound(pincode));
  return { pincode: row.pincode, detail: PINCODE_ADMIN_MESSAGES.deleted(row.pincode) };
}

/**
 * Adds the standard delivery areas of Bangalore, Chennai and Coimbatore that are missing; existing
 * pincodes (also ones an admin changed or switched off) stay as they are. Seeding again adds nothing.
 */
export async function seedPincodes(db: Database): Promise<PincodeSeedResult> {
  const added = await db.insert(pincodes).values(SEED_PINCODES).onConflictDoNothing({ target: pincodes.pincode }).returning({ id: pincodes.id });
  return { message: PINCODE_ADMIN_MESSAGES.seeded(added.length), count: added.length };
}

/**
 * The public check, in the sentence the widget shows: the serviceability rule of DESIGN.md. A
 * pincode is served when an active delivery area has it and some trading seller's delivery radius
 * reaches it (its centroid; a pincode the centroid table does not know is taken on the admin's word).
 */
export async function pincodeCheck(db: Database, pincode: string): Promise<PincodeCheck> {
  const [served] = await db
    .select({ city: pincodes.city, area: pincodes.area })
    .from(pincodes)
    .where(and(eq(pincodes.pincode, pincode), eq(pincodes.isActive, true)))
    .limit(1);
  return servedPincodeCheck(db, pincode, served ?? null);
}

/**
 * The rest of {@link pincodeCheck} once the active delivery area of the pincode (or null: none) has
 * been read, e.g. together with the address it belongs to (checkout).
 */
export async function servedPincodeCheck(db: Database, pincode: string, served: { city: string; area: string | null } | null): Promise<PincodeCheck> {
  const centroid = served ? pincodeCentroid(pincode) : null;
  if (!served || (centroid && !(await someSellerReaches(db, centroid)))) {
    return { pincode, serviceable: false, message: `Sorry, we do not deliver to ${pincode} yet`, city: null, area: null };
  }
  const place = served.area ? `${served.area}, ${served.city}` : served.city;
  return { pincode, serviceable: true, message: `Delivery available in ${place}`, city: served.city, area: served.area };
}
