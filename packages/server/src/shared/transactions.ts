import { conflict } from '../http/errors.ts';

/** The SQLSTATE of a database error from either driver, looking through Drizzle's wrapping errors. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** deadlock_detected and serialization_failure: the whole transaction was rolled back and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Runs a whole transaction, again (up to 3 times) when PostgreSQL aborts it as a deadlock victim or
 * for a serialization failure; those are never the buyer's fault, so they never reach them as a 500.
 * Checkout and cancel lock listings in ascending id order, so deadlocks should not happen at all.
 */
export async function withTransactionRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const state = sqlStateOf(error);
      if (!state || !RETRYABLE.has(state)) throw error;
      if (attempt >= ATTEMPTS) throw conflict('The server is busy with other orders of these products. Please try again.');
    }
  }
}
