import { z } from 'zod';
import { normalizePartnerId, PARTNER_ID_MESSAGE, partnerIdError, type Address } from '@nirmaan/core/pure';
import { INT4_MAX } from './limits.ts';

/*
 * The zod pieces every capability's schemas use: an id or a number in a path or query string, the
 * error answer and the sets of failures a route documents, a CSV import's row error, and the
 * address shape that addresses, orders and seller orders share.
 */

/** A numeric id in a path or query string: digits only, 1 .. INT4_MAX; anything else is a 422. */
export const idText = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= INT4_MAX, message);

export const idParams = z.object({ id: idText('The id must be a positive whole number') });

/** Query numbers arrive as text: digits only, then within [min, max]. */
export const wholeNumberText = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

/**
 * The partner id a widget sends with a lead, sign-up or order (core rules/partnerId.ts): absent or
 * empty is no partner (null); anything else that breaks the rule is a 422, so a bad id is never
 * stored half-cut.
 */
export const partnerIdField = z
  .string({ error: PARTNER_ID_MESSAGE })
  .nullish()
  .refine((value) => value === null || value === undefined || partnerIdError(value) === null, PARTNER_ID_MESSAGE)
  .transform((value) => normalizePartnerId(value));

/** Every failure: `{"detail": "..."}`; a 422 adds the field errors. */
export const errorResponse = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** The failures a public catalogue call can answer. */
export const publicErrors = { 400: errorResponse, 404: errorResponse, 422: errorResponse } as const;

/** The failures every buyer route can answer, for the OpenAPI document. */
export const buyerErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse } as const;

/** The failures every seller route can answer, for the OpenAPI document. */
export const sellerErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse } as const;

/** A CSV upload can also be too large. */
export const uploadErrors = { ...sellerErrors, 413: errorResponse } as const;

/** The failures every admin route can answer, for the OpenAPI document. */
export const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse } as const;

/** A CSV import's refused row: its line number and why (seller listings, CRM contacts and leads). */
export const csvRowError = z.object({ row: z.number(), message: z.string() });

/** A buyer's address (profile/), and without id and is_default the shipping address of an order (orders/, seller/). */
export const addressResponse = z.object({
  id: z.number(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  landmark: z.string().nullable(),
  site_contact_name: z.string().nullable(),
  site_contact_phone: z.string().nullable().describe("The site contact's mobile, '+91' and 10 digits"),
  delivery_instructions: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_default: z.boolean(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _AddressMatchesCore = Assert<Same<z.output<typeof addressResponse>, Address>>;
