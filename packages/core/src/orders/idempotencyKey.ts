/**
 * A fresh Idempotency-Key for one checkout attempt (kept for its retries). A module of its own: the
 * RFQ acceptance draws its keys too, without taking checkout's Place Order code along.
 */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
