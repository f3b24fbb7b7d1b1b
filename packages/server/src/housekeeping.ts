import { deleteExpiredSignInAttempts } from './auth/loginFailures.ts';
import type { Database } from './db/database.ts';
import { forgetExpiredIdempotencyKeys } from './checkout/idempotencyRetention.ts';
import { forgetOldWebhookEvents } from './webhooks/retention.ts';

/** How often the server deletes rows past their use: Idempotency-Keys after a day, sign-in counts after their window, settled webhook events after 30 days. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the housekeeping now and every hour until the returned function is called (at shutdown). A
 * failed run is logged and the next one tries again; the timer never keeps the process alive.
 */
export function scheduleHousekeeping(db: Database, log: (message: string) => void = console.error): () => void {
  const run = () => {
    void forgetExpiredIdempotencyKeys(db).catch((error: unknown) => log(`Could not delete expired Idempotency-Keys: ${String(error)}`));
    void deleteExpiredSignInAttempts(db).catch((error: unknown) => log(`Could not delete expired sign-in counts: ${String(error)}`));
    void forgetOldWebhookEvents(db).catch((error: unknown) => log(`Could not delete old webhook events: ${String(error)}`));
  };
  run();
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
