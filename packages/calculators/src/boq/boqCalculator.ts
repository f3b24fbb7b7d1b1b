import { ceilClean, isWholeNumberBetween } from '../shared/numbers.ts';
import {
  BOQ_BUILT_UP_SHARE_OF_PLOT_PER_FLOOR,
  BOQ_CEMENT_BAGS_PER_SQFT,
  BOQ_DOORS,
  BOQ_ELECTRICAL_POINTS,
  BOQ_EXTERIOR_STAIRCASE_COST_PER_FLIGHT,
  BOQ_FLOOR_RATE_ADJUSTMENT,
  BOQ_FLOOR_TYPES,
  BOQ_GATE_COST,
  BOQ_GATE_TYPES,
  BOQ_LIFT_COST,
  BOQ_LIMITS,
  BOQ_M_SAND_CFT_PER_SQFT,
  BOQ_MASONRY_M3_PER_SQFT,
  BOQ_MASONRY_UNITS,
  BOQ_PAINT_RATE_ADJUSTMENT,
  BOQ_PAINT_TYPES,
  BOQ_PLUMBING_POINTS,
  BOQ_QUALITIES,
  BOQ_RATE_PER_SQFT,
  BOQ_STAIRCASE_TYPES,
  BOQ_STEEL_KG_PER_SQFT,
  BOQ_WALL_RATE_ADJUSTMENT,
  BOQ_WALL_TYPES,
  BOQ_WINDOWS,
  type BoqFloorType,
  type BoqGateType,
  type BoqPaintType,
  type BoqQuality,
  type BoqStaircaseType,
  type BoqWallType,
} from './catalogue.ts';

/** The body of POST /api/v1/boq/calculate (and /boq/save), field names as the spec gives them. */
export interface BoqRequest {
  /** Plot size in whole sq ft. */
  plot_size: number;
  /** Floors including the ground floor (1 = G, 2 = G+1). */
  no_of_floors: number;
  no_of_kitchens: number;
  no_of_bedrooms: number;
  construction_quality: BoqQuality;
  wall_type: BoqWallType;
  lift_required: boolean;
  staircase_type: BoqStaircaseType;
  gate_type: BoqGateType;
  floor_type: BoqFloorType;
  paint_type: BoqPaintType;
}

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

export type BoqField = keyof BoqRequest | 'body';

export interface BoqValidationError {
  field: BoqField;
  message: string;
}

type BoqCountField = keyof typeof BOQ_LIMITS;
/** The request's fields chosen from a list (the form's selects). */
export type BoqChoiceField = 'construction_quality' | 'wall_type' | 'staircase_type' | 'gate_type' | 'floor_type' | 'paint_type';

const COUNT_FIELDS: readonly BoqCountField[] = ['plot_size', 'no_of_floors', 'no_of_kitchens', 'no_of_bedrooms'];

/** Each choice's label, as the API's messages name it, and its accepted values. */
export const BOQ_CHOICE_RULES: { readonly [Field in BoqChoiceField]: { readonly label: string; readonly values: readonly BoqRequest[Field][] } } = {
  construction_quality: { label: 'Construction quality', values: BOQ_QUALITIES },
  wall_type: { label: 'Wall type', values: BOQ_WALL_TYPES },
  staircase_type: { label: 'Staircase type', values: BOQ_STAIRCASE_TYPES },
  gate_type: { label: 'Gate type', values: BOQ_GATE_TYPES },
  floor_type: { label: 'Floor type', values: BOQ_FLOOR_TYPES },
  paint_type: { label: 'Paint type', values: BOQ_PAINT_TYPES },
};

/** The choices in form order. */
export const BOQ_CHOICE_FIELDS: readonly BoqChoiceField[] = ['construction_quality', 'wall_type', 'staircase_type', 'gate_type', 'floor_type', 'paint_type'];

/** Fields in form order, which is the order errors are reported in. */
const FIELD_ORDER: readonly BoqField[] = [
  'body',
  ...COUNT_FIELDS,
  'construction_quality',
  'wall_type',
  'lift_required',
  'staircase_type',
  'gate_type',
  'floor_type',
  'paint_type',
];

function choiceMessage(field: BoqChoiceField): string {
  const { label, values } = BOQ_CHOICE_RULES[field];
  return `${label} must be one of: ${values.join(', ')}`;
}

/** '1,00,000': numbers in messages are written the Indian way. */
function indian(value: number): string {
  return value.toLocaleString('en-IN');
}

function countMessages(label: string, field: BoqCountField, unit = ''): { required: string; invalid: string } {
  const { min, max } = BOQ_LIMITS[field];
  return {
    required: `Please enter the ${label.toLowerCase()}`,
    invalid: `${label} must be a whole number${unit} from ${indian(min)} to ${indian(max)}`,
  };
}

export const BOQ_MESSAGES = {
  body: 'The request body must be a JSON object',
  plot_size: countMessages('Plot size', 'plot_size', ' of sq ft'),
  no_of_floors: countMessages('Number of floors', 'no_of_floors'),
  no_of_kitchens: countMessages('Number of kitchens', 'no_of_kitchens'),
  no_of_bedrooms: countMessages('Number of bedrooms', 'no_of_bedrooms'),
  lift_required: 'Lift required must be true or false',
  construction_quality: choiceMessage('construction_quality'),
  wall_type: choiceMessage('wall_type'),
  staircase_type: choiceMessage('staircase_type'),
  gate_type: choiceMessage('gate_type'),
  floor_type: choiceMessage('floor_type'),
  paint_type: choiceMessage('paint_type'),
} as const;

/** The form's starting values (spec section 9). */
export const DEFAULT_BOQ_REQUEST: Readonly<BoqRequest> = {
  plot_size: 1000,
  no_of_floors: 1,
  no_of_kitchens: 1,
  no_of_bedrooms: 2,
  construction_quality: 'Medium',
  wall_type: 'Brick',
  lift_required: false,
  staircase_type: 'Interior',
  gate_type: 'Normal',
  floor_type: 'Vetrified',
  paint_type: 'Normal',
};

// ---------------------------------------------------------------- validation

/**
 * Every problem with a typed request, in form order; empty when it can be calculated. Refuses
 * missing (NaN), non-finite, fractional, negative and out-of-range counts and unknown choices.
 */
export function validateBoqRequest(request: BoqRequest): BoqValidationError[] {
  const errors: BoqValidationError[] = [];
  for (const field of COUNT_FIELDS) {
    const message = countProblem(field, request[field]);
    if (message !== undefined) errors.push({ field, message });
  }
  for (const field of BOQ_CHOICE_FIELDS) {
    if (!isChoice(field, request[field])) errors.push({ field, message: BOQ_MESSAGES[field] });
  }
  if (typeof request.lift_required !== 'boolean') errors.push({ field: 'lift_required', message: BOQ_MESSAGES.lift_required });
  return sortByFieldOrder(errors);
}

function countProblem(field: BoqCountField, value: number): string | undefined {
  if (typeof value !== 'number' || Number.isNaN(value)) return BOQ_MESSAGES[field].required;
  const { min, max } = BOQ_LIMITS[field];
  return isWholeNumberBetween(value, min, max) ? undefined : BOQ_MESSAGES[field].invalid;
}

function isChoice(field: BoqChoiceField, value: unknown): boolean {
  const values: readonly unknown[] = BOQ_CHOICE_RULES[field].values;
  return values.includes(value);
}

function sortByFieldOrder(errors: BoqValidationError[]): BoqValidationError[] {
  return errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

export type BoqParseOutcome = { ok: true; request: BoqRequest } | { ok: false; errors: BoqValidationError[] };

const DECIMAL_TEXT = /^\s*\d+(\.\d+)?\s*$/;

function isJsonObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an untrusted JSON body (what the server receives) into a BoqRequest, without a schema library.
 * The four counts are required: numbers, or strings of digits as an HTML form sends them. A missing
 * choice or lift_required takes the spec's default; a present but unknown one is an error.
 */
export function parseBoqRequest(body: unknown): BoqParseOutcome {
  if (!isJsonObject(body)) return { ok: false, errors: [{ field: 'body', message: BOQ_MESSAGES.body }] };
  const typeErrors: BoqValidationError[] = [];

  const readCount = (field: BoqCountField): number => {
    const value = body[field];
    if (value === undefined || value === null || value === '') return Number.NaN;
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return Number(value);
    typeErrors.push({ field, message: BOQ_MESSAGES[field].invalid });
    return Number.NaN;
  };
  const readChoice = <Field extends BoqChoiceField>(field: Field): BoqRequest[Field] => {
    const value = body[field];
    const match = BOQ_CHOICE_RULES[field].values.find((choice) => choice === value);
    if (match !== undefined) return match;
    if (value !== undefined && value !== null) typeErrors.push({ field, message: BOQ_MESSAGES[field] });
    return DEFAULT_BOQ_REQUEST[field];
  };
  const readLift = (): boolean => {
    const value = body.lift_required;
    if (typeof value === 'boolean') return value;
    if (value !== undefined && value !== null) typeErrors.push({ field: 'lift_required', message: BOQ_MESSAGES.lift_required });
    return DEFAULT_BOQ_REQUEST.lift_required;
  };

  const request: BoqRequest = {
    plot_size: readCount('plot_size'),
    no_of_floors: readCount('no_of_floors'),
    no_of_kitchens: readCount('no_of_kitchens'),
    no_of_bedrooms: readCount('no_of_bedrooms'),
    construction_quality: readChoice('construction_quality'),
    wall_type: readChoice('wall_type'),
    lift_required: readLift(),
    staircase_type: readChoice('staircase_type'),
    gate_type: readChoice('gate_type'),
    floor_type: readChoice('floor_type'),
    paint_type: readChoice('paint_type'),
  };
  const typedFields = new Set(typeErrors.map((error) => error.field));
  const rangeErrors = validateBoqRequest(request).filter((error) => !typedFields.has(error.field));
  const errors = sortByFieldOrder([...typeErrors, ...rangeErrors]);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, request };
}

// ---------------------------------------------------------------- calculation

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
