import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DevOutboxGateway } from '../sms/smsGateway.ts';
import type { AppContext } from '../http/context.ts';

/** /api/v1/dev/outbox: the SMS messages the dev gateway "sent", for developers and end-to-end tests. Off in production. */
export async function devRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { sms } = context;
  if (!context.config.devOutbox || !(sms instanceof DevOutboxGateway)) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/outbox',
    { schema: { querystring: z.object({ phone: z.string().max(20).optional() }), tags: ['dev'] } },
    async (request) => ({ messages: sms.list(request.query.phone) }),
  );
}
