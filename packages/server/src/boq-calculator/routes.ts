import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calculateBoq, parseBoqRequest, type BoqRequest, type BoqResponse } from '@nirmaan/calculators';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { InvalidFields } from '../http/errors.ts';
import { errorResponse } from '../shared/schemas.ts';
import { savedBoqs, saveBoq } from './queries.ts';
import { boqBody, boqResponse, savedBoq } from './schemas.ts';

/**
 * The request is checked by the same function the widget uses, so both refuse the same input in the
 * same words (a 422; the error handler answers each text in the caller's language where the catalogue has it).
 */
function calculated(body: unknown): { request: BoqRequest; result: BoqResponse } {
  const parsed = parseBoqRequest(body);
  const outcome = parsed.ok ? calculateBoq(parsed.request) : parsed;
  if (parsed.ok && outcome.ok) return { request: parsed.request, result: outcome.result };
  throw new InvalidFields(outcome.ok ? [] : outcome.errors);
}

/** POST /boq/calculate (anyone) and /boq/save, GET /boq/saved (a buyer): spec seller-admin-toolkit §3, §7. */
export async function boqRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['boq'];

  api.post(
    '/calculate',
    { schema: { tags, summary: 'Bill of quantities and cost of a house', body: boqBody, response: { 200: boqResponse, 422: errorResponse } } },
    async (request) => calculated(request.body).result,
  );

  api.post(
    '/save',
    {
      schema: {
        tags,
        summary: "Calculate and keep a BOQ in the buyer's account",
        body: boqBody,
        response: {
          201: savedBoq.omit({ request: true }).extend({ success: z.literal(true), result: boqResponse }),
          401: errorResponse,
          403: errorResponse,
          422: errorResponse,
        },
      },
      onRequest: buyerOnly,
    },
    async (request, reply) => {
      const boq = calculated(request.body);
      const saved = await saveBoq(context.db, accountOf(request).id, boq.request, boq.result);
      void reply.code(201);
      return { success: true as const, id: saved.id, created_at: saved.createdAt.toISOString(), result: boq.result };
    },
  );

  api.get(
    '/saved',
    {
      schema: { tags, summary: "The buyer's saved BOQs, newest first", response: { 200: z.array(savedBoq), 401: errorResponse, 403: errorResponse } },
      onRequest: buyerOnly,
    },
    async (request) => savedBoqs(context.db, accountOf(request).id),
  );
}
