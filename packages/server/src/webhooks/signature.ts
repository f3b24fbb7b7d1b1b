import { createHmac, randomBytes } from 'node:crypto';

/*
 * The signature scheme (docs/webhooks.md "Verifying a delivery"), after Stripe's and Standard
 * Webhooks': the header `Nirmaan-Signature: t=<unix seconds>,v1=<hex>` where the hex is
 * HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` text), over `<t>.<raw body>`.
 * While a rotated-out secret is still valid, a second v1 signed with it follows the first.
 */

/** The header that carries the timestamp and the signatures. */
export const SIGNATURE_HEADER = 'Nirmaan-Signature';
/** Receivers should refuse a timestamp older (or newer) than this: the replay window. */
export const REPLAY_WINDOW_SECONDS = 300;
/** How long a rotated-out secret keeps signing deliveries beside the new one. */
export const PREVIOUS_SECRET_HOURS = 24;

/** A new signing secret: `whsec_` and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The hex HMAC-SHA256 of `<timestamp>.<body>` with the secret. */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The Nirmaan-Signature value for a body sent at `timestamp`, signed with each secret given. */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signPayload(secret, timestamp, body)}`)].join(',');
}
