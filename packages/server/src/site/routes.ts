import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { DevOutboxGateway } from '../sms/smsGateway.ts';
import { outboxQuery, outboxResponse, siteResponse } from './schemas.ts';
import { siteInfoOf } from './siteInfo.ts';

/**
 * GET /api/v1/site: what the widgets need to know about this deployment. Passwords of the demo
 * accounts live here, on the demo server only, and never in the widgets' code. (The host app's
 * pages carry the same answer in their HTML: http/hostApp.ts.)
 */
export async function siteRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: "This deployment's mode, its company, the marketplace's counted figures, its demo accounts (demo mode only) and whether OTP sign-in works",
        response: { 200: siteResponse },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return await siteInfoOf(context);
    },
  );
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the request comes from this machine itself: the TCP peer is a loopback address and no
 * proxy forwarded it (a reverse proxy on the same machine would make every client look local).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined || request.headers['x-real-ip'] !== undefined;
  return LOOPBACK.has(peer) && !forwarded;
}

/**
 * /api/v1/dev/outbox?phone=: the texts the demo gateway "sent" to one phone, for developers and
 * end-to-end tests on the same machine. Only in demo mode with the dev gateway; only to loopback
 * clients (403 to anyone else); one phone at a time, never all; no CORS headers (app.ts), so no page
 * on another origin can read it.
 */
export async function devRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { sms } = context;
  if (context.config.mode !== 'demo' || !(sms instanceof DevOutboxGateway)) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/outbox',
    {
      schema: {
        querystring: outboxQuery,
        response: { 200: outboxResponse },
        tags: ['dev'],
        summary: 'Demo mode only, from this machine only: the texts sent to one phone',
      },
      onRequest: async (request) => {
        if (!isLocalRequest(request)) throw forbidden('The dev outbox answers only on the machine the server runs on');
      },
    },
    async (request) => ({ messages: sms.list(request.query.phone) }),
  );
}
