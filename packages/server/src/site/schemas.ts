import { z } from 'zod';
import { indianPhone } from '../account/schemas.ts';

const companyResponse = z.object({
  name: z.string(),
  /** The demo's fictional company: no contact details. */
  demo: z.boolean(),
  legal_name: z.string().nullable(),
  gstin: z.string().nullable(),
  email: z.string().nullable(),
  seller_email: z.string().nullable(),
  privacy_email: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
  offices: z.array(z.object({ city: z.string(), lines: z.array(z.string()) })),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
  testimonials: z.array(z.object({ quote: z.string(), name: z.string(), role: z.string() })),
});

export const siteResponse = z.object({
  mode: z.enum(['demo', 'production']),
  /** The company behind the site as the operator configured it (COMPANY_FILE): nothing else is shown. */
  company: companyResponse,
  /** Counted in the database (at most a minute old); null when they could not be counted. */
  figures: z.object({ verified_sellers: z.number().int(), cities: z.number().int(), products: z.number().int() }).nullable(),
  /** Demo mode only: the demo accounts' sign-ins, for the sign-in pages' box. Empty in production. */
  demo_accounts: z.array(z.object({ role: z.enum(['Buyer', 'Seller', 'Admin']), login: z.string(), password: z.string() })),
  /** Whether sign-in by SMS code works here (an SMS provider or, in demo mode, the dev outbox). */
  otp_sign_in: z.boolean(),
});

/** GET /dev/outbox?phone=: one phone at a time, never all. */
export const outboxQuery = z.object({ phone: indianPhone });

/** The dev outbox's texts to one phone, newest first. */
export const outboxResponse = z
  .object({ messages: z.array(z.object({ phone: z.string(), text: z.string(), sentAt: z.string().describe('When it was sent, ISO 8601') })) })
  .meta({
    examples: [
      {
        messages: [
          {
            phone: '+919876543210',
            text: '482913 is your Nirmaan verification code. It expires in 10 minutes. Do not share it.',
            sentAt: '2026-11-29T04:12:09.000Z',
          },
        ],
      },
    ],
  });
