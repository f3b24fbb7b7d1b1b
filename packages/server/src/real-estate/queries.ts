import { desc, eq } from 'drizzle-orm';
import type { RealEstateReceipt, RealEstateSubmission } from '@nirmaan/core/pure';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { realEstateSubmissions } from '../db/schema.ts';
import type { realEstateFields } from './schemas.ts';

/** Visitors' site and project listings (spec toolkit §2 'Real-estate submission'): stored pending verification. */

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
    created_at: row.createdAt.toISOString(),
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

/** Where a submission's image is stored; null when it has none (or there is no such submission). */
export async function submissionImagePath(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ imagePath: realEstateSubmissions.imagePath }).from(realEstateSubmissions).where(eq(realEstateSubmissions.id, id));
  return row?.imagePath ?? null;
}
