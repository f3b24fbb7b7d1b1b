import { z } from 'zod';
import {
  ADMIN_MAX_PAGE_SIZE,
  PINCODE_ADMIN_MESSAGES as P,
  PINCODE_FORM_LIMITS,
  PINCODE_PAGE_SIZE,
  type PincodeCheck,
  type PincodeDeletion,
  type PincodeInput,
  type PincodeRecord,
  type PincodeSeedResult,
  type PincodeUpdate,
} from '@nirmaan/core/pure';
import { INT4_MAX } from '../shared/limits.ts';
import { wholeNumberText } from '../shared/schemas.ts';

/*
 * The zod schemas of the pincode routes: the public check (spec storefront §3) and the admins'
 * pincode management (spec toolkit §2 "Pincode management", §5, §7). The type checks at the bottom
 * keep them equal to the client's types in core (catalogue/catalogueTypes.ts, admin/adminTypes.ts).
 */

// ---- the public check --------------------------------------------------------------------------

/** Any text: the route answers 400 'Enter a valid 6-digit pincode' unless it is exactly 6 digits. */
export const pincodeParams = z.object({ pincode: z.string() });

export const pincodeResponse = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  message: z.string(),
  city: z.string().nullable(),
  area: z.string().nullable(),
});

// ---- management (admin) ------------------------------------------------------------------------

/** GET /pincodes/: search (pincode, area, city), city (exact), limit (10 unless given), offset. */
export const pincodeListQuery = z.object({
  search: z.string().trim().max(200, 'Search text is too long').optional(),
  city: z.string().trim().max(PINCODE_FORM_LIMITS.city, P.cityTooLong).optional(),
  limit: wholeNumberText(`limit must be between 1 and ${ADMIN_MAX_PAGE_SIZE}`, 1, ADMIN_MAX_PAGE_SIZE).default(PINCODE_PAGE_SIZE),
  offset: wholeNumberText('offset must be 0 or more', 0, INT4_MAX).default(0),
});

/** A pincode in a path: anything but 6 digits is a 400 'Enter a valid 6-digit pincode' (checked in the route). */
export const pincodePathParams = z.object({ pincode: z.string() });

const requiredText = (max: number, tooLong: string) => z.string({ error: P.required }).trim().min(1, P.required).max(max, tooLong);
const city = requiredText(PINCODE_FORM_LIMITS.city, P.cityTooLong);
const state = requiredText(PINCODE_FORM_LIMITS.state, P.stateTooLong);
/** Optional text: trimmed; '' and null both mean none. */
const area = z
  .string({ error: P.areaTooLong })
  .trim()
  .max(PINCODE_FORM_LIMITS.area, P.areaTooLong)
  .nullable()
  .transform((value) => value || null);
const isActive = z.boolean({ error: 'is_active must be true or false' });

export const createPincodeBody = z.object({
  pincode: z
    .string({ error: P.pincode })
    .trim()
    .regex(/^\d{6}$/, P.pincode),
  city,
  state,
  area: area.optional().transform((value) => value ?? null),
  is_active: isActive.optional().default(true),
});

export const updatePincodeBody = z
  .object({ city: city.optional(), state: state.optional(), area: area.optional(), is_active: isActive.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change: send city, state, area or is_active');

export const pincodeRecordResponse = z.object({
  id: z.number(),
  pincode: z.string(),
  city: z.string(),
  area: z.string().nullable(),
  state: z.string(),
  is_active: z.boolean(),
});

export const pincodeSeedResponse = z.object({ message: z.string(), count: z.number() });
export const pincodeDeletionResponse = z.object({ pincode: z.string(), detail: z.string() });

// ---- the schemas accept and answer exactly the client's types ----------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _PincodeCheckMatchesCore = Assert<Same<z.output<typeof pincodeResponse>, PincodeCheck>>;
export type _PincodeMatchesCore = Assert<Same<z.output<typeof pincodeRecordResponse>, PincodeRecord>>;
export type _PincodeSeedMatchesCore = Assert<Same<z.output<typeof pincodeSeedResponse>, PincodeSeedResult>>;
export type _PincodeDeletionMatchesCore = Assert<Same<z.output<typeof pincodeDeletionResponse>, PincodeDeletion>>;
export type _PincodeCreateAcceptsCore = Assert<[PincodeInput] extends [z.input<typeof createPincodeBody>] ? true : false>;
export type _PincodeUpdateAcceptsCore = Assert<[PincodeUpdate] extends [z.input<typeof updatePincodeBody>] ? true : false>;
