import { z } from 'zod';
import {
  DELIVERY_RADIUS_KM,
  GSTIN_MESSAGES,
  LOCALES,
  LOCATION_MESSAGES,
  normaliseGstin,
  PINCODE_MESSAGES,
  SERVICE_AREA_MESSAGES,
  validateGstin,
} from '@nirmaan/core/pure';
import { partnerIdField } from '../shared/schemas.ts';

/** +91 and 10 digits; a bare 10-digit number gets the +91 prefix (the spec's fixed country code). */
export const indianPhone = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .transform((value) => (/^\d{10}$/.test(value) ? `+91${value}` : value))
  .refine((value) => /^\+91\d{10}$/.test(value), 'Please enter a valid 10-digit phone number');

const email = z.string().trim().toLowerCase().email('Email is invalid').max(254);
const optionalEmail = z
  .union([email, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);
const password = z.string().min(6, 'Password must be at least 6 characters').max(128, 'Password is too long');
const name = (message: string) => z.string().trim().min(1, message).max(100);

export const buyerRegistration = z.object({
  phone: indianPhone,
  email: optionalEmail,
  password,
  first_name: name('Full name is required'),
  last_name: z.string().trim().max(100).optional().default(''),
  /** The partner site whose widget the buyer signed up through (stored with the account). */
  partner_id: partnerIdField,
});

export const phoneProof = z.string().min(20, 'Phone verification is required').max(2000);

/**
 * PUT /users/me: the buyer's name and e-mail (the phone is the account's name: it does not change
 * here), and the site's language when given (issue 32; left as it was when absent).
 */
export const buyerProfileUpdate = z.object({
  first_name: name('Full name is required'),
  last_name: z.string().trim().max(100).optional().default(''),
  email: optionalEmail,
  language: z.enum(LOCALES, { error: 'Language must be one of en, kn, ta, hi' }).optional(),
});

/** PUT /users/me/password: the current password proves it is the buyer at the keyboard. */
export const passwordChange = z.object({ current_password: z.string().min(1, 'Enter your current password').max(128), new_password: password });

/** POST /users/password/reset: a forgotten password, the phone proven by an OTP (/users/otp/verify's token). */
export const passwordReset = z.object({ phone: indianPhone, verification_token: phoneProof, new_password: password });

export const firebaseRegistration = buyerRegistration.extend({
  /** The verification proof from /users/otp/verify (the spec's firebase_uid field carries it). */
  firebase_uid: phoneProof,
  firebaseUser: z.unknown().optional(),
});

export const firebaseLogin = z.object({ phone: indianPhone, firebase_uid: phoneProof });

/** Form-encoded logins (spec: `username`, `password`). */
export const formLogin = z
  .object({ username: z.string().trim().min(1).max(254), password: z.string().min(1).max(128) })
  .meta({ examples: [{ username: '9876543210', password: 'correct horse battery' }] });

export const otpSend = z.object({ phone: indianPhone });
export const otpVerify = z.object({
  phone: indianPhone,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter a valid 6-digit OTP'),
});

export const locationQuery = z.object({
  latitude: z.coerce.number().min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90'),
  longitude: z.coerce.number().min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180'),
});

export const sellerRegistration = z.object({
  name: name('Business name is required'),
  email: z.string().trim().min(1, 'Email is required').pipe(email),
  phone: z.string().trim().max(20).optional().default(''),
  address: z.string().trim().max(500).optional().default(''),
  password: z.string().min(6, 'Password must be at least 6 characters long').max(128, 'Password is too long'),
});

export const sellerProfileUpdate = z.object({
  name: name('Business name is required'),
  email: z.string().trim().min(1, 'Email is required').pipe(email),
  phone: z.string().trim().max(20).optional().default(''),
  address: z.string().trim().max(500).optional().default(''),
  /** The site's language (issue 32): the seller's SMS are in it; left as it was when absent. */
  language: z.enum(LOCALES, { error: 'Language must be one of en, kn, ta, hi' }).optional(),
});

/** PUT /sellers/me/depot: the depot's pincode and delivery radius, and its map point when the seller picked one (both or neither). */
export const sellerDepotBody = z
  .object({
    pincode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, PINCODE_MESSAGES.invalid),
    latitude: z.number().min(-90, LOCATION_MESSAGES.latitudeRange).max(90, LOCATION_MESSAGES.latitudeRange).optional(),
    longitude: z.number().min(-180, LOCATION_MESSAGES.longitudeRange).max(180, LOCATION_MESSAGES.longitudeRange).optional(),
    delivery_radius_km: z
      .number()
      .int(SERVICE_AREA_MESSAGES.radiusRange)
      .min(DELIVERY_RADIUS_KM.min, SERVICE_AREA_MESSAGES.radiusRange)
      .max(DELIVERY_RADIUS_KM.max, SERVICE_AREA_MESSAGES.radiusRange),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    message: 'Send both latitude and longitude, or neither',
    path: ['longitude'],
  });

/** PUT /sellers/me/gst: the seller's GSTIN, checked for its shape, state code and check character. */
export const sellerGstBody = z.object({
  gstin: z
    .string({ error: GSTIN_MESSAGES.format })
    .max(64, GSTIN_MESSAGES.format)
    .transform(normaliseGstin)
    .superRefine((gstin, context) => {
      const problem = validateGstin(gstin);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

export const adminLogin = z.object({ email: z.string().trim().toLowerCase().min(1, 'Please enter your email').max(254), password: z.string().min(1).max(128) });

export const tokenResponse = z
  .object({ access_token: z.string(), token_type: z.literal('bearer') })
  .meta({ examples: [{ access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsInJvbGUiOiJidXllciJ9.signature', token_type: 'bearer' }] });
