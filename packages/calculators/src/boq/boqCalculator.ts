import { ceilClean } from '../shared/numbers.ts';
import {
  BOQ_BUILT_UP_SHARE_OF_PLOT_PER_FLOOR,
  BOQ_CEMENT_BAGS_PER_SQFT,
  BOQ_DOORS,
  BOQ_ELECTRICAL_POINTS,
  BOQ_EXTERIOR_STAIRCASE_COST_PER_FLIGHT,
  BOQ_FLOOR_RATE_ADJUSTMENT,
  BOQ_GATE_COST,
  BOQ_LIFT_COST,
  BOQ_M_SAND_CFT_PER_SQFT,
  BOQ_MASONRY_M3_PER_SQFT,
  BOQ_MASONRY_UNITS,
  BOQ_PAINT_RATE_ADJUSTMENT,
  BOQ_PLUMBING_POINTS,
  BOQ_RATE_PER_SQFT,
  BOQ_STEEL_KG_PER_SQFT,
  BOQ_WALL_RATE_ADJUSTMENT,
  BOQ_WINDOWS,
  type BoqStaircaseType,
  type BoqWallType,
} from './catalogue.ts';
import { validateBoqRequest, type BoqRequest, type BoqValidationError } from './boqRequest.ts';

/** Lump sums on top of built-up area x rate, whole rupees. */
export interface BoqCostBreakdown {
  /** Built-up area x rate per sq ft. */
  construction: number;
  lift: number;
  exterior_staircase: number;
  gate: number;
}

/**
 * The response of POST /api/v1/boq/calculate: the spec's fields (built_up_area ... total_cost) plus
 * the masonry of the chosen wall type and a cost breakdown. Counts are whole numbers, money whole rupees.
 */
export interface BoqResponse {
  /** Sq ft. */
  built_up_area: number;
  /** Rupees per sq ft: the quality's rate with the wall, floor and paint adjustments. */
  rate_per_sqft: number;
  no_of_bedrooms: number;
  no_of_toilets: number;
  no_of_rooms: number;
  staircase_type: BoqStaircaseType;
  lift_required: boolean;
  cement_bags: number;
  steel_kg: number;
  m_sand_cft: number;
  /** Concrete or AAC blocks; 0 for brick and stone walls (see masonry_unit / masonry_quantity). */
  concrete_blocks: number;
  doors: number;
  windows: number;
  plumbing_points: number;
  electrical_points: number;
  /** Rupees: construction + lift + exterior staircase + gate. */
  total_cost: number;
  wall_type: BoqWallType;
  /** What masonry_quantity counts: 'bricks', 'concrete blocks', 'AAC blocks' or 'cft of stone masonry'. */
  masonry_unit: string;
  masonry_quantity: number;
  cost_breakdown: BoqCostBreakdown;
}

/** Built-up area = plot size x floors x 0.78, whole sq ft. */
export function boqBuiltUpArea(plotSize: number, floors: number): number {
  return Math.round(plotSize * floors * BOQ_BUILT_UP_SHARE_OF_PLOT_PER_FLOOR);
}

/** Rate per sq ft = quality rate (Normal 1450, Medium 1700, Premium 2100) + wall, floor and paint adjustments. */
export function boqRatePerSqft(request: Pick<BoqRequest, 'construction_quality' | 'wall_type' | 'floor_type' | 'paint_type'>): number {
  return (
    BOQ_RATE_PER_SQFT[request.construction_quality] +
    BOQ_WALL_RATE_ADJUSTMENT[request.wall_type] +
    BOQ_FLOOR_RATE_ADJUSTMENT[request.floor_type] +
    BOQ_PAINT_RATE_ADJUSTMENT[request.paint_type]
  );
}

export interface BoqRoomCounts {
  toilets: number;
  rooms: number;
  doors: number;
}

/**
 * Each kitchen is a dwelling unit with a living hall. toilets = max(bedrooms, kitchens);
 * rooms = bedrooms + kitchens + halls; doors = bedrooms + toilets + 2 per dwelling unit + 1 terrace door.
 */
export function boqRoomCounts(bedrooms: number, kitchens: number): BoqRoomCounts {
  const toilets = Math.max(bedrooms, kitchens);
  const halls = kitchens;
  return {
    toilets,
    rooms: bedrooms + kitchens + halls,
    doors: bedrooms + toilets + kitchens * BOQ_DOORS.perDwellingUnit + BOQ_DOORS.terrace,
  };
}

/** Windows = ceil(built-up x 1/10 / 16 sq ft) + one ventilator per toilet. */
export function boqWindows(builtUpArea: number, toilets: number): number {
  const windows = ceilClean((builtUpArea * BOQ_WINDOWS.openingShareOfFloorArea) / BOQ_WINDOWS.windowAreaSqft);
  return windows + toilets * BOQ_WINDOWS.ventilatorsPerToilet;
}

/** Plumbing points = 5 per toilet + 3 per kitchen + 2. */
export function boqPlumbingPoints(toilets: number, kitchens: number): number {
  return toilets * BOQ_PLUMBING_POINTS.perToilet + kitchens * BOQ_PLUMBING_POINTS.perKitchen + BOQ_PLUMBING_POINTS.perBuilding;
}

/** Electrical points = 10 per bedroom + 12 per hall + 10 per kitchen + 4 per toilet + 4 per floor + 2 outdoor. */
export function boqElectricalPoints(counts: { bedrooms: number; kitchens: number; toilets: number; floors: number }): number {
  const points = BOQ_ELECTRICAL_POINTS;
  const halls = counts.kitchens;
  return (
    counts.bedrooms * points.perBedroom +
    halls * points.perHall +
    counts.kitchens * points.perKitchen +
    counts.toilets * points.perToilet +
    counts.floors * points.perFloor +
    points.outdoor
  );
}

/** Masonry = built-up x 0.015 m³ x the wall type's units per m³, rounded up. */
export function boqMasonry(builtUpArea: number, wallType: BoqWallType): { unit: string; quantity: number } {
  const masonry = BOQ_MASONRY_UNITS[wallType];
  return { unit: masonry.unit, quantity: ceilClean(builtUpArea * BOQ_MASONRY_M3_PER_SQFT * masonry.perCubicMetre) };
}

/** Lift: 6,00,000 for two stops + 1,00,000 per further floor. Exterior staircase: 1,20,000 per floor. Gate by type. */
export function boqLumpSums(
  request: Pick<BoqRequest, 'no_of_floors' | 'lift_required' | 'staircase_type' | 'gate_type'>,
): Omit<BoqCostBreakdown, 'construction'> {
  const floors = request.no_of_floors;
  const lift = request.lift_required ? BOQ_LIFT_COST.twoStops + Math.max(0, floors - 2) * BOQ_LIFT_COST.perExtraStop : 0;
  const hasExteriorStaircase = request.staircase_type !== 'Interior';
  return {
    lift,
    exterior_staircase: hasExteriorStaircase ? floors * BOQ_EXTERIOR_STAIRCASE_COST_PER_FLIGHT : 0,
    gate: BOQ_GATE_COST[request.gate_type],
  };
}

export type BoqOutcome = { ok: true; result: BoqResponse } | { ok: false; errors: BoqValidationError[] };

/**
 * The bill of quantities and cost of a house: built-up area = plot x floors x 0.78; materials from
 * per-sq-ft thumb rules; total = built-up x rate per sq ft + lift + exterior staircase + gate.
 * The same function serves the widget and POST /api/v1/boq/calculate.
 */
export function calculateBoq(request: BoqRequest): BoqOutcome {
  const errors = validateBoqRequest(request);
  if (errors.length > 0) return { ok: false, errors };

  const builtUpArea = boqBuiltUpArea(request.plot_size, request.no_of_floors);
  const ratePerSqft = boqRatePerSqft(request);
  const { toilets, rooms, doors } = boqRoomCounts(request.no_of_bedrooms, request.no_of_kitchens);
  const masonry = boqMasonry(builtUpArea, request.wall_type);
  const costBreakdown: BoqCostBreakdown = { construction: builtUpArea * ratePerSqft, ...boqLumpSums(request) };
  const totalCost = costBreakdown.construction + costBreakdown.lift + costBreakdown.exterior_staircase + costBreakdown.gate;

  return {
    ok: true,
    result: {
      built_up_area: builtUpArea,
      rate_per_sqft: ratePerSqft,
      no_of_bedrooms: request.no_of_bedrooms,
      no_of_toilets: toilets,
      no_of_rooms: rooms,
      staircase_type: request.staircase_type,
      lift_required: request.lift_required,
      cement_bags: ceilClean(builtUpArea * BOQ_CEMENT_BAGS_PER_SQFT),
      steel_kg: ceilClean(builtUpArea * BOQ_STEEL_KG_PER_SQFT),
      m_sand_cft: ceilClean(builtUpArea * BOQ_M_SAND_CFT_PER_SQFT),
      concrete_blocks: BOQ_MASONRY_UNITS[request.wall_type].isBlock ? masonry.quantity : 0,
      doors,
      windows: boqWindows(builtUpArea, toilets),
      plumbing_points: boqPlumbingPoints(toilets, request.no_of_kitchens),
      electrical_points: boqElectricalPoints({
        bedrooms: request.no_of_bedrooms,
        kitchens: request.no_of_kitchens,
        toilets,
        floors: request.no_of_floors,
      }),
      total_cost: totalCost,
      wall_type: request.wall_type,
      masonry_unit: masonry.unit,
      masonry_quantity: masonry.quantity,
      cost_breakdown: costBreakdown,
    },
  };
}
