import { lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';

/**
 * How long a checkout's Idempotency-Key keeps answering a retry with the first answer. A client
 * retries within seconds or minutes; after a day the key is forgotten and its row deleted, so the
 * table does not grow with every checkout ever made.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes the Idempotency-Keys older than the retention; answers how many went. */
export async function forgetExpiredIdempotencyKeys(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ id: idempotencyKeys.id });
  return deleted.length;
}
