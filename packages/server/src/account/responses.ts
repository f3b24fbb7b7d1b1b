import { LOCALES } from '@nirmaan/core/pure';
import { z } from 'zod';

/*
 * What the account routes answer (account/views.ts makes them from the rows): a buyer, a seller, the
 * admin, and the OTP and registration answers, each with an example from the demo data's shapes.
 */

const createdAt = z.string().describe('When the account was created, ISO 8601');

const BUYER_EXAMPLE = {
  id: 42,
  phone: '+919876543210',
  email: 'ravi.kumar@example.com',
  first_name: 'Ravi',
  last_name: 'Kumar',
  latitude: 12.9352,
  longitude: 77.6245,
  language: 'kn',
  is_admin: false,
  is_active: true,
  created_at: '2026-11-02T09:30:00.000Z',
};

/** A buyer as GET /users/me answers (never the password hash). */
export const buyerResponse = z
  .object({
    id: z.number(),
    phone: z.string().describe("'+91' and 10 digits"),
    email: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    language: z.enum(LOCALES).nullable().describe("The site's language the buyer chose (issue 32), null before any choice"),
    is_admin: z.boolean(),
    is_active: z.boolean(),
    created_at: createdAt,
  })
  .meta({
    examples: [BUYER_EXAMPLE],
  });

/** A seller as GET /sellers/me answers: `name` is the business name; depot and GST null until set. */
export const sellerResponse = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    is_active: z.boolean(),
    status: z.enum(['pending', 'approved', 'rejected']).describe('Pending until an admin approves the seller'),
    status_reason: z.string().nullable().describe("The admin's reason for a rejection"),
    language: z.enum(LOCALES).nullable().describe("The site's language the seller chose (issue 32): its SMS are in it; null before any choice"),
    depot: z
      .object({ pincode: z.string().nullable(), latitude: z.number(), longitude: z.number(), delivery_radius_km: z.number() })
      .nullable()
      .describe('Where the seller delivers from and how far'),
    gst: z.object({ gstin: z.string(), state: z.string(), state_code: z.string() }).nullable().describe('The GST registration printed on its tax invoices'),
    created_at: createdAt,
  })
  .meta({
    examples: [
      {
        id: 7,
        name: 'Sri Ganesh Traders',
        email: 'orders@sriganeshtraders.example',
        phone: '+919845012345',
        address: '12, Old Madras Road, KR Puram, Bengaluru',
        is_active: true,
        status: 'approved',
        status_reason: null,
        language: 'ta',
        depot: { pincode: '560036', latitude: 13.0077, longitude: 77.6955, delivery_radius_km: 40 },
        gst: { gstin: '29ABCDE1234F1ZW', state: 'Karnataka', state_code: '29' },
        created_at: '2026-10-14T06:00:00.000Z',
      },
    ],
  });

/** The admin as GET /admin/me answers. */
export const adminResponse = z
  .object({ id: z.number(), email: z.string(), first_name: z.string(), last_name: z.string() })
  .meta({ examples: [{ id: 1, email: 'ops@nirmaan.example', first_name: 'Anita', last_name: 'Rao' }] });

/** POST /users/otp/send: the code is on its way. */
export const otpSentResponse = z
  .object({
    message: z.string(),
    expires_in: z.number().describe('Seconds until the code expires'),
    resend_in: z.number().describe('Seconds until another code may be sent'),
  })
  .meta({ examples: [{ message: 'OTP sent', expires_in: 300, resend_in: 60 }] });

/** POST /users/otp/verify: a short-lived proof that the phone was verified, for firebase-login, firebase-register and password reset. */
export const phoneProofResponse = z
  .object({ verification_token: z.string(), phone: z.string() })
  .meta({ examples: [{ verification_token: 'eyJhbGciOiJIUzI1NiJ9.eyJwaG9uZSI6Iis5MTk4NzY1NDMyMTAifQ.signature', phone: '+919876543210' }] });

/** POST /users/firebase-register: the new buyer, signed in. */
export const registeredBuyerResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer'), user: buyerResponse }).meta({
  examples: [
    {
      access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsInJvbGUiOiJidXllciJ9.signature',
      token_type: 'bearer',
      user: BUYER_EXAMPLE,
    },
  ],
});
