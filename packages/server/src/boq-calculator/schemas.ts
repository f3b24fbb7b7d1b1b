import { z } from 'zod';
import { BOQ_STAIRCASE_TYPES, BOQ_WALL_TYPES, type BoqResponse } from '@nirmaan/calculators';

/*
 * The zod schemas of the BOQ routes (spec seller-admin-toolkit §3, §7). The request is checked by
 * the calculators' own parser (routes.ts), so the body is documented, not validated, here; the type
 * check at the bottom keeps the answer equal to the calculator's.
 */

const money = z.number();
export const boqResponse = z.object({
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

export const savedBoq = z.object({
  id: z.number(),
  created_at: z.string(),
  request: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()),
});

export const boqBody = z
  .unknown()
  .describe(
    'The BOQ request: plot_size, no_of_floors, no_of_kitchens, no_of_bedrooms, construction_quality, wall_type, lift_required, staircase_type, gate_type, floor_type, paint_type',
  );
