import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database.ts';

/** The table migration 0024 creates for rate-limiter-flexible's PostgreSQL store. */
export const RATE_LIMIT_TABLE = 'rate_limit_counts';

/** Makes the counter of one kind of limit: at most `points` requests per key in `windowMs`. */
export type CounterFactory = (points: number, windowMs: number) => RateLimiterAbstract;

/** Counters in this process's memory: for PGlite, which one process holds by construction (it locks its data directory). */
export function memoryCounters(): CounterFactory {
  return (points, windowMs) => new RateLimiterMemory({ points, duration: windowMs / 1000 });
}

/**
 * Counters in PostgreSQL's rate_limit_counts, one atomic upsert per request: every server instance
 * on the same database counts against the same number.
 */
export function postgresCounters(pool: pg.Pool): CounterFactory {
  return (points, windowMs) =>
    new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, tableCreated: true, points, duration: windowMs / 1000 });
}

/** The node-postgres pool under a Drizzle database, or null for PGlite. */
export function postgresPoolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** PostgreSQL's shared counters when the database is PostgreSQL, otherwise this process's own. */
export function countersFor(db: Database): CounterFactory {
  const pool = postgresPoolOf(db);
  return pool ? postgresCounters(pool) : memoryCounters();
}

/** What @fastify/rate-limit needs to know of a count: requests so far in the window, and the window's remaining milliseconds. */
function countOf(result: RateLimiterRes): { current: number; ttl: number } {
  return { current: result.consumedPoints, ttl: result.msBeforeNext };
}

/**
 * A @fastify/rate-limit store that counts with rate-limiter-flexible, in memory or in PostgreSQL
 * alike. Every request is counted first (the limiter adds one and answers the new count); the plugin
 * then refuses it when the count is over the route's maximum.
 */
export function rateLimitStore(makeCounter: CounterFactory): FastifyRateLimitStoreCtor {
  const counters = new Map<string, RateLimiterAbstract>();
  const counterFor = (max: number, windowMs: number): RateLimiterAbstract => {
    const id = `${max}/${windowMs}`;
    let counter = counters.get(id);
    if (!counter) {
      counter = makeCounter(max, windowMs);
      counters.set(id, counter);
    }
    return counter;
  };

  return class SharedCountStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      counterFor(max, timeWindow)
        .consume(key)
        .then(
          (result) => callback(null, countOf(result)),
          // Over the limit, the limiter rejects with the count; anything else is a failure of the store.
          (rejection: unknown) => (rejection instanceof RateLimiterRes ? callback(null, countOf(rejection)) : callback(rejection as Error)),
        );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
