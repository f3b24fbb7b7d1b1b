import { z } from 'zod';
import {
  isHttpUrl,
  parseGps,
  REAL_ESTATE_LABELS,
  REAL_ESTATE_LIMITS,
  REAL_ESTATE_MESSAGES as M,
  REAL_ESTATE_REASON_MAX,
  type RealEstateListing,
  type RealEstateReceipt,
  type RealEstateSubmission,
  type RealEstateTextField,
} from '@nirmaan/core/pure';
import { REAL_ESTATE_STATUSES } from '../db/schema.ts';
import { partnerIdField } from '../shared/schemas.ts';

/*
 * The zod schemas of the real-estate routes (spec toolkit §2 'Real-estate submission', §5, §7); the
 * type checks at the bottom keep them equal to the client's types in core.
 */

const optionalText = (field: RealEstateTextField) =>
  z
    .string()
    .trim()
    .max(REAL_ESTATE_LIMITS[field], M.tooLong(REAL_ESTATE_LABELS[field], REAL_ESTATE_LIMITS[field]))
    .optional()
    .transform((value) => value || null);

/** The text fields of the multipart form; blank fields count as absent (spec toolkit §5). */
export const realEstateFields = z.object({
  project_name: optionalText('project_name'),
  location: optionalText('location'),
  site_number: optionalText('site_number'),
  site_size: optionalText('site_size'),
  gps: optionalText('gps').refine((gps) => gps === null || parseGps(gps) !== null, M.gps),
  builder_name: optionalText('builder_name'),
  builder_link: optionalText('builder_link').refine((link) => link === null || isHttpUrl(link), M.builderLink),
  partner_id: partnerIdField,
});

const statusEnum = z.enum(REAL_ESTATE_STATUSES);
export const realEstateReceiptResponse = z.object({ id: z.number(), status: statusEnum, created_at: z.string() });
export const realEstateSubmissionResponse = z.object({
  id: z.number(),
  project_name: z.string().nullable(),
  location: z.string().nullable(),
  site_number: z.string().nullable(),
  site_size: z.string().nullable(),
  gps: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  builder_name: z.string().nullable(),
  builder_link: z.string().nullable(),
  partner_id: z.string().nullable(),
  has_image: z.boolean(),
  status: statusEnum,
  rejection_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});

/** POST /admin/real-estate/{id}/reject: the reason is required and shown back to the admins. */
export const rejectSubmissionBody = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(REAL_ESTATE_REASON_MAX, M.reasonTooLong(REAL_ESTATE_REASON_MAX)),
});

/** GET /real-estate/listings: a verified listing's public facts. */
export const realEstateListingResponse = z.object({
  id: z.number(),
  project_name: z.string().nullable(),
  location: z.string().nullable(),
  site_number: z.string().nullable(),
  site_size: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  builder_name: z.string().nullable(),
  builder_link: z.string().nullable(),
  has_image: z.boolean(),
  verified_at: z.string(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _ReceiptMatchesCore = Assert<Same<z.output<typeof realEstateReceiptResponse>, RealEstateReceipt>>;
export type _SubmissionMatchesCore = Assert<Same<z.output<typeof realEstateSubmissionResponse>, RealEstateSubmission>>;
export type _ListingMatchesCore = Assert<Same<z.output<typeof realEstateListingResponse>, RealEstateListing>>;
