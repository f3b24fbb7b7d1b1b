import { and, desc, eq, sql } from 'drizzle-orm';
import { REAL_ESTATE_MESSAGES as M, type RealEstateListing, type RealEstateReceipt, type RealEstateSubmission } from '@nirmaan/core/pure';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { realEstateSubmissions } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { realEstateFields } from './schemas.ts';

/**
 * Visitors' site and project listings (spec toolkit §2 'Real-estate submission'): stored pending
 * verification; an admin verifies ('published') or rejects each with a reason, and only verified
 * listings are public.
 */

type SubmissionRow = typeof realEstateSubmissions.$inferSelect;

function submissionOf(row: SubmissionRow): RealEstateSubmission {
  return {
    id: row.id,
    project_name: row.projectName,
    location: row.location,
    site_number: row.siteNumber,
    site_size: row.siteSize,
    gps: row.gps,
    latitude: row.latitude,
    longitude: row.longitude,
    builder_name: row.builderName,
    builder_link: row.builderLink,
    partner_id: row.partnerId,
    has_image: row.imagePath !== null,
    status: row.status,
    rejection_reason: row.rejectionReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A verified listing as visitors see it: the site's facts, nothing about who sent it or from which partner. */
function listingOf(row: SubmissionRow): RealEstateListing {
  return {
    id: row.id,
    project_name: row.projectName,
    location: row.location,
    site_number: row.siteNumber,
    site_size: row.siteSize,
    latitude: row.latitude,
    longitude: row.longitude,
    builder_name: row.builderName,
    builder_link: row.builderLink,
    has_image: row.imagePath !== null,
    verified_at: (row.reviewedAt ?? row.createdAt).toISOString(),
  };
}

/** Stores a submission: its checked fields, the point its gps names, and where its image was saved. */
export async function saveSubmission(
  db: Database,
  fields: z.output<typeof realEstateFields>,
  point: { latitude: number; longitude: number } | null,
  imagePath: string | null,
): Promise<RealEstateReceipt> {
  const [row] = await db
    .insert(realEstateSubmissions)
    .values({
      projectName: fields.project_name,
      location: fields.location,
      siteNumber: fields.site_number,
      siteSize: fields.site_size,
      gps: fields.gps,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      builderName: fields.builder_name,
      builderLink: fields.builder_link,
      partnerId: fields.partner_id,
      imagePath,
    })
    .returning({ id: realEstateSubmissions.id, status: realEstateSubmissions.status, createdAt: realEstateSubmissions.createdAt });
  return { id: row!.id, status: row!.status, created_at: row!.createdAt.toISOString() };
}

/** Every submission, newest first. */
export async function listSubmissions(db: Database): Promise<RealEstateSubmission[]> {
  const rows = await db.select().from(realEstateSubmissions).orderBy(desc(realEstateSubmissions.createdAt), desc(realEstateSubmissions.id));
  return rows.map(submissionOf);
}

/** Where a submission's image is stored; null when it has none (or there is no such submission, or it is not verified and `verifiedOnly`). */
export async function submissionImagePath(db: Database, id: number, verifiedOnly = false): Promise<string | null> {
  const [row] = await db
    .select({ imagePath: realEstateSubmissions.imagePath })
    .from(realEstateSubmissions)
    .where(and(eq(realEstateSubmissions.id, id), verifiedOnly ? eq(realEstateSubmissions.status, 'published') : undefined));
  return row?.imagePath ?? null;
}

/** The verified listings, most recently verified first. */
export async function listVerifiedListings(db: Database): Promise<RealEstateListing[]> {
  const rows = await db
    .select()
    .from(realEstateSubmissions)
    .where(eq(realEstateSubmissions.status, 'published'))
    .orderBy(desc(realEstateSubmissions.reviewedAt), desc(realEstateSubmissions.id));
  return rows.map(listingOf);
}

/**
 * An admin's decision: verified (public from now on, any earlier reason cleared) or rejected with
 * its reason (never public). 404 when there is no such submission.
 */
export async function reviewSubmission(
  db: Database,
  id: number,
  decision: { status: 'published'; reason?: undefined } | { status: 'rejected'; reason: string },
): Promise<RealEstateSubmission> {
  const [row] = await db
    .update(realEstateSubmissions)
    .set({ status: decision.status, rejectionReason: decision.reason ?? null, reviewedAt: sql`now()` })
    .where(eq(realEstateSubmissions.id, id))
    .returning();
  if (!row) throw notFound(M.notFound);
  return submissionOf(row);
}
