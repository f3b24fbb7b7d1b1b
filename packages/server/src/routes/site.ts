import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteInfo } from '@nirmaan/core/pure';
import { demoAccountsShown } from '../accounts/bootstrap.ts';
import type { AppContext } from '../http/context.ts';

export const siteResponse = z.object({
  mode: z.enum(['demo', 'production']),
  /** Demo mode only: the demo accounts' sign-ins, for the sign-in pages' box. Empty in production. */
  demo_accounts: z.array(z.object({ role: z.enum(['Buyer', 'Seller', 'Admin']), login: z.string(), password: z.string() })),
  /** Whether sign-in by SMS code works here (an SMS provider or, in demo mode, the dev outbox). */
  otp_sign_in: z.boolean(),
});

/** This deployment as the widgets need to know it. */
export function siteInfoOf({ config, sms }: Pick<AppContext, 'config' | 'sms'>): SiteInfo {
  return { mode: config.mode, demo_accounts: config.mode === 'demo' ? demoAccountsShown() : [], otp_sign_in: sms !== null };
}

/**
 * GET /api/v1/site: what the widgets need to know about this deployment. Passwords of the demo
 * accounts live here, on the demo server only, and never in the widgets' code. (The host app's
 * pages carry the same answer in their HTML: http/hostApp.ts.)
 */
export async function siteRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/', { schema: { tags: ['site'], summary: "This deployment's mode, its demo accounts (demo mode only) and whether OTP sign-in works", response: { 200: siteResponse } } }, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return siteInfoOf(context);
  });
}
