import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

/**
 * Liveness (`/health`: the process serves requests, no database call) and readiness
 * (`/health/ready`: the database answers a query), for a load balancer's or orchestrator's probes.
 */
export async function healthRoutes(api: FastifyInstance, { db }: Pick<AppContext, 'db'>): Promise<void> {
  api.get('/health', async () => ({ status: 'ok' }));
  api.get('/health/ready', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: the database did not answer');
      return reply.code(503).send({ status: 'unavailable', detail: 'The database does not answer.' });
    }
  });
}
