import { z } from 'zod';
import { indianPhone } from '../account/schemas.ts';

export const siteResponse = z.object({
  mode: z.enum(['demo', 'production']),
  /** Demo mode only: the demo accounts' sign-ins, for the sign-in pages' box. Empty in production. */
  demo_accounts: z.array(z.object({ role: z.enum(['Buyer', 'Seller', 'Admin']), login: z.string(), password: z.string() })),
  /** Whether sign-in by SMS code works here (an SMS provider or, in demo mode, the dev outbox). */
  otp_sign_in: z.boolean(),
});

/** GET /dev/outbox?phone=: one phone at a time, never all. */
export const outboxQuery = z.object({ phone: indianPhone });
