import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from './context.ts';
import { freeBytesIn, MIN_FREE_BYTES, storageFullRecently } from './storageHealth.ts';

/** The answers of the probes: the status, and when not ready, why. */
const liveResponse = z.object({ status: z.literal('ok') }).meta({ examples: [{ status: 'ok' }] });
const readyResponse = z.object({ status: z.literal('ready') }).meta({ examples: [{ status: 'ready' }] });
const unavailableResponse = z
  .object({ status: z.literal('unavailable'), detail: z.string() })
  .meta({ examples: [{ status: 'unavailable', detail: 'The database does not answer.' }] });

export interface HealthOptions {
  /** Free bytes where DATA_DIR is (PGlite's files, uploads); null when it cannot be told. */
  freeBytes?: (dir: string) => Promise<number | null>;
}

/**
 * Liveness (`/health`: the process serves requests, no database call) and readiness
 * (`/health/ready`: the database answers a query, and there is room to write: no write failed for
 * want of space in the last minute, and DATA_DIR has 64 MB free), for a load balancer's or
 * orchestrator's probes.
 */
export async function healthRoutes(
  api: FastifyInstance,
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  { freeBytes = freeBytesIn }: HealthOptions = {},
): Promise<void> {
  const tags = ['health'];
  api.get('/health', { schema: { tags, summary: 'Liveness: the process serves requests', response: { 200: liveResponse } } }, async () => ({ status: 'ok' }));
  api.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers and there is room to write (503 when not)',
        response: { 200: readyResponse, 503: unavailableResponse },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: the database did not answer');
        return reply.code(503).send({ status: 'unavailable', detail: 'The database does not answer.' });
      }
      const free = await freeBytes(config.dataDir);
      if (storageFullRecently() || (free !== null && free < MIN_FREE_BYTES)) {
        return reply.code(503).send({ status: 'unavailable', detail: 'The storage is full or nearly full.' });
      }
      return { status: 'ready' };
    },
  );
}
