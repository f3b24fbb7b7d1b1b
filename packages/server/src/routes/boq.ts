import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOQ_STAIRCASE_TYPES, BOQ_WALL_TYPES, calculateBoq, parseBoqRequest, type BoqRequest, type BoqResponse } from '@nirmaan/calculators';
import { accountOf, requireRole } from '../auth/guard.ts';
import { boqSaves } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { errorResponse } from './shopSchemas.ts';

/** The saved BOQs a buyer's account lists, newest first. */
export const SAVED_BOQ_LIMIT = 50;

/** The request is checked by the same function the widget uses, so both refuse the same input in the same words. */
function calculated(body: unknown, reply: FastifyReply): { request: BoqRequest; result: BoqResponse } | null {
  const parsed = parseBoqRequest(body);
  const outcome = parsed.ok ? calculateBoq(parsed.request) : parsed;
  if (parsed.ok && outcome.ok) return { request: parsed.request, result: outcome.result };
  const errors = outcome.ok ? [] : outcome.errors;
  void reply.code(422).send({ detail: errors[0]?.message ?? 'Invalid request', errors });
  return null;
}

const money = z.number();
const boqResponse = z.object({
  built_up_area: z.number(),
  rate_per_sqft: money,
  no_of_bedrooms: z.number(),
  no_of_toilets: z.number(),
  no_of_rooms: z.number(),
  staircase_type: z.enum(BOQ_STAIRCASE_TYPES),
  lift_required: z.boolean(),
  cement_bags: z.number(),
  steel_kg: z.number(),
  m_sand_cft: z.number(),
  concrete_blocks: z.number(),
  doors: z.number(),
  windows: z.number(),
  plumbing_points: z.number(),
  electrical_points: z.number(),
  total_cost: money,
  wall_type: z.enum(BOQ_WALL_TYPES),
  masonry_unit: z.string(),
  masonry_quantity: z.number(),
  cost_breakdown: z.object({ construction: money, lift: money, exterior_staircase: money, gate: money }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _BoqResponseMatchesCalculator = Assert<Same<z.output<typeof boqResponse>, BoqResponse>>;

const savedBoq = z.object({ id: z.number(), created_at: z.string(), request: z.record(z.string(), z.unknown()), result: z.record(z.string(), z.unknown()) });

const boqBody = z.unknown().describe('The BOQ request: plot_size, no_of_floors, no_of_kitchens, no_of_bedrooms, construction_quality, wall_type, lift_required, staircase_type, gate_type, floor_type, paint_type');

/** POST /boq/calculate (anyone) and /boq/save, GET /boq/saved (a buyer): spec seller-admin-toolkit §3, §7. */
export async function boqRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['boq'];

  api.post('/calculate', { schema: { tags, summary: 'Bill of quantities and cost of a house', body: boqBody, response: { 200: boqResponse, 422: errorResponse } } }, async (request, reply) => {
    const boq = calculated(request.body, reply);
    return boq ? boq.result : reply;
  });

  api.post(
    '/save',
    { schema: { tags, summary: "Calculate and keep a BOQ in the buyer's account", body: boqBody, response: { 201: savedBoq.omit({ request: true }).extend({ success: z.literal(true), result: boqResponse }), 401: errorResponse, 403: errorResponse, 422: errorResponse } }, onRequest: buyerOnly },
    async (request, reply) => {
      const boq = calculated(request.body, reply);
      if (!boq) return reply;
      const [saved] = await context.db
        .insert(boqSaves)
        .values({ userId: accountOf(request).id, request: { ...boq.request }, result: { ...boq.result } })
        .returning({ id: boqSaves.id, createdAt: boqSaves.createdAt });
      void reply.code(201);
      return { success: true as const, id: saved!.id, created_at: saved!.createdAt.toISOString(), result: boq.result };
    },
  );

  api.get('/saved', { schema: { tags, summary: "The buyer's saved BOQs, newest first", response: { 200: z.array(savedBoq), 401: errorResponse, 403: errorResponse } }, onRequest: buyerOnly }, async (request) => {
    const rows = await context.db
      .select()
      .from(boqSaves)
      .where(eq(boqSaves.userId, accountOf(request).id))
      .orderBy(desc(boqSaves.createdAt), desc(boqSaves.id))
      .limit(SAVED_BOQ_LIMIT);
    return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString(), request: row.request, result: row.result }));
  });
}
