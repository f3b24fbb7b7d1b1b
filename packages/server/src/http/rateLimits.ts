import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * One @fastify/rate-limit limiter per route: the plugin runs only the first limiter a request
 * meets, so a route gets exactly one of these. The counts are kept by the store app.ts gives the
 * plugin (./rateLimitStore.ts): in PostgreSQL, shared by every instance, or in memory with PGlite.
 */
function limit(
  app: FastifyInstance,
  groupId: string,
  max: number,
  timeWindow: string,
  key = (request: FastifyRequest) => request.ip,
  message = TOO_MANY,
): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max,
    timeWindow,
    groupId,
    keyGenerator: (request) => `${groupId}:${key(request)}`,
    errorResponseBuilder: (_request, context) => new HttpError(429, message, { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
  }) as preHandlerAsyncHookHandler;
}

/** Sign-in attempts per client address; per-account failures are counted by LoginFailureLimiter. */
export function loginLimits(app: FastifyInstance, groupId: string): preHandlerAsyncHookHandler[] {
  return [limit(app, `${groupId}-ip`, 30, '15 minutes')];
}

/** OTP sends per client address (the OTP service also limits per phone). */
export function otpSendLimits(app: FastifyInstance): preHandlerAsyncHookHandler[] {
  return [limit(app, 'otp-send-ip', 20, '1 hour')];
}

/**
 * Registrations per client address, counted per form (`groupId`: buyer, buyer by phone proof,
 * seller), as each form's own limiter always counted them.
 */
export function registrationLimits(app: FastifyInstance, groupId: string): preHandlerAsyncHookHandler[] {
  return [limit(app, `${groupId}-ip`, 20, '1 hour')];
}

/** Lead forms (quote requests) per client address: enough for a busy site office, not for a script. */
export function leadLimits(app: FastifyInstance, groupId: string): preHandlerAsyncHookHandler[] {
  return [limit(app, `${groupId}-ip`, 20, '1 hour')];
}

/**
 * Requests for quotation per buyer account, which is one verified phone (issue 31: a rate limit per
 * phone), besides the cap on open RFQs: each one reaches several sellers' dashboards and phones.
 * The route's guard has set the account before this runs.
 */
export function rfqLimits(app: FastifyInstance): preHandlerAsyncHookHandler[] {
  return [limit(app, 'rfq-account', 10, '1 day', (request) => `account-${request.account?.id ?? request.ip}`)];
}

/** Test sends one webhook owner may ask for in WEBHOOK_TEST_WINDOW (docs/webhooks.md). */
export const WEBHOOK_TEST_MAX = 10;
export const WEBHOOK_TEST_WINDOW = '10 minutes';
export const WEBHOOK_TEST_TOO_MANY = `Too many test events: at most ${WEBHOOK_TEST_MAX} every ${WEBHOOK_TEST_WINDOW}. Please try again later.`;

/**
 * "Send test event" per webhook owner (a seller, or a partner id whose endpoints an admin manages):
 * each one makes this server POST to a URL its owner chose, so an owner must not be able to make it
 * hammer one. Counted before the send, whatever its outcome; `ownerOf` names the owner (the route's
 * guard and validation have run).
 */
export function webhookTestLimits(app: FastifyInstance, ownerOf: (request: FastifyRequest) => string): preHandlerAsyncHookHandler[] {
  return [limit(app, 'webhook-test-owner', WEBHOOK_TEST_MAX, WEBHOOK_TEST_WINDOW, ownerOf, WEBHOOK_TEST_TOO_MANY)];
}
