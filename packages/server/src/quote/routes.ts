import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../http/context.ts';
import { leadLimits } from '../http/rateLimits.ts';
import { errorResponse } from '../shared/schemas.ts';
import { saveQuoteRequest } from './queries.ts';
import { quoteBody, receiptResponse } from './schemas.ts';

/** POST /quotes: the quote modal's request, stored (unlike the original, it is really sent) and routed to the CRM of the product's sellers, or without a product to the sellers of the material. */
export async function quoteRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/',
    {
      schema: { tags: ['leads'], summary: 'Send a quote request', body: quoteBody, response: { 201: receiptResponse, 422: errorResponse, 429: errorResponse } },
      preHandler: leadLimits(app, 'quote'),
    },
    async (request, reply) => {
      const receipt = await saveQuoteRequest(context.db, request.body);
      void reply.code(201);
      return receipt;
    },
  );
}
