import { ceilClean, isPositive, isWholeNumberBetween, roundTo2 } from '../shared/numbers.ts';
import {
  DEFAULT_HOUSE_FINISH,
  DEFAULT_HOUSE_FLOORING,
  DEFAULT_HOUSE_INTERIOR,
  DEFAULT_HOUSE_PAINT,
  DEFAULT_HOUSE_ROOMS,
  DEFAULT_HOUSE_SANITARY,
  DEFAULT_HOUSE_WALL_TYPE,
  DEFAULT_HOUSE_WOODWORK,
  HOUSE_BASE_EFFICIENCY,
  HOUSE_CONTINGENCY_ADVICE,
  HOUSE_EFFICIENCY_BONUS_ABOVE_FOUR_BEDROOMS,
  HOUSE_EFFICIENCY_BONUS_ABOVE_TWO_FLOORS,
  HOUSE_FINISHES,
  HOUSE_FLOORING,
  HOUSE_INPUT_RANGES,
  HOUSE_INTERIORS,
  HOUSE_LABOUR_NOTE,
  HOUSE_PAINT_AREA_FACTOR,
  HOUSE_PAINT_DIVISOR,
  HOUSE_PAINTS,
  HOUSE_QUANTITIES_PER_SQFT,
  HOUSE_SANITARY,
  HOUSE_SQFT_PER_SANITARY_UNIT,
  HOUSE_WOODWORK,
  type HouseFinishId,
  type HouseFlooringId,
  type HouseInteriorId,
  type HousePaintId,
  type HouseSanitaryId,
  type HouseWallTypeId,
  type HouseWoodworkId,
} from './catalogue.ts';

export interface HouseInput {
  /** Feet. */
  plotLength: number;
  /** Feet. */
  plotWidth: number;
  floors: number;
  bedrooms: number;
  toilets: number;
  kitchens: number;
  wallType: HouseWallTypeId;
  finish: HouseFinishId;
  woodwork: HouseWoodworkId;
  flooring: HouseFlooringId;
  paint: HousePaintId;
  sanitary: HouseSanitaryId;
  interior: HouseInteriorId;
}

/**
 * Material quantities for the whole house. Counts (bags, blocks, bricks, doors and windows, sanitary
 * units) are rounded up to whole units; kg, litres and areas to 2 decimals.
 */
export interface HouseQuantities {
  cementBags: number;
  steelKg: number;
  /** Zero unless the walls are blocks. */
  blocks: number;
  /** Zero unless the walls are bricks. */
  clayBricks: number;
  doorsAndWindows: number;
  paintLitres: number;
  sanitaryUnits: number;
  flooringAreaSqft: number;
  interiorAreaSqft: number;
}

export interface HouseResult {
  plotAreaSqft: number;
  /** 0.85, plus 0.05 above two floors, plus 0.02 above four bedrooms. */
  efficiency: number;
  builtUpAreaSqft: number;
  quantities: HouseQuantities;
  /** The finish's rate before surcharges, rupees per sq ft. */
  baseRatePerSqft: number;
  /** Sum of the chosen options' surcharges (0.1 = +10%). */
  surchargeRate: number;
  /** Base rate x (1 + surcharges), rupees per sq ft, 2 decimals. */
  costPerSqft: number;
  /** Built-up area x cost per sq ft, whole rupees; labour excluded. */
  estimatedCost: number;
  bedrooms: number;
  toilets: number;
  kitchens: number;
  notes: string[];
}

export type HouseField = 'plotLength' | 'plotWidth' | 'floors' | 'bedrooms' | 'toilets' | 'kitchens';

export interface HouseValidationError {
  field: HouseField;
  message: string;
}

export const HOUSE_MESSAGES = {
  /** Spec section 5, the alert of the House Construction Calculator. */
  plot: 'Please enter valid plot dimensions and number of floors',
  floors: `Number of floors must be a whole number from ${HOUSE_INPUT_RANGES.floors.min} to ${HOUSE_INPUT_RANGES.floors.max}`,
  bedrooms: `Number of bedrooms must be a whole number from ${HOUSE_INPUT_RANGES.bedrooms.min} to ${HOUSE_INPUT_RANGES.bedrooms.max}`,
  toilets: `Number of toilets must be a whole number from ${HOUSE_INPUT_RANGES.toilets.min} to ${HOUSE_INPUT_RANGES.toilets.max}`,
  kitchens: `Number of kitchens must be a whole number from ${HOUSE_INPUT_RANGES.kitchens.min} to ${HOUSE_INPUT_RANGES.kitchens.max}`,
} as const;

export type HouseOutcome = { ok: true; result: HouseResult } | { ok: false; errors: HouseValidationError[] };

type RoomCountField = 'bedrooms' | 'toilets' | 'kitchens';

/**
 * Every problem with the input, in form order; empty when the input can be calculated.
 * Missing or non-positive plot length, plot width or floors give the spec's message; counts outside
 * the form's hint ranges give a message naming the range.
 */
export function validateHouseInput(input: HouseInput): HouseValidationError[] {
  const errors: HouseValidationError[] = [];
  if (!isPositive(input.plotLength)) errors.push({ field: 'plotLength', message: HOUSE_MESSAGES.plot });
  if (!isPositive(input.plotWidth)) errors.push({ field: 'plotWidth', message: HOUSE_MESSAGES.plot });
  if (!isPositive(input.floors)) errors.push({ field: 'floors', message: HOUSE_MESSAGES.plot });
  else if (!isInHintRange('floors', input.floors)) errors.push({ field: 'floors', message: HOUSE_MESSAGES.floors });
  for (const field of ['bedrooms', 'toilets', 'kitchens'] as const satisfies readonly RoomCountField[]) {
    if (!isInHintRange(field, input[field])) errors.push({ field, message: HOUSE_MESSAGES[field] });
  }
  return errors;
}

function isInHintRange(field: keyof typeof HOUSE_INPUT_RANGES, value: number): boolean {
  const range = HOUSE_INPUT_RANGES[field];
  return isWholeNumberBetween(value, range.min, range.max);
}

/** Efficiency = 0.85, plus 0.05 if floors > 2, plus 0.02 if bedrooms > 4. */
export function houseEfficiency(floors: number, bedrooms: number): number {
  const floorBonus = floors > 2 ? HOUSE_EFFICIENCY_BONUS_ABOVE_TWO_FLOORS : 0;
  const bedroomBonus = bedrooms > 4 ? HOUSE_EFFICIENCY_BONUS_ABOVE_FOUR_BEDROOMS : 0;
  return roundTo2(HOUSE_BASE_EFFICIENCY + floorBonus + bedroomBonus);
}

/**
 * Per sq ft of built-up area: cement 1.5 bags, steel 3 kg, blocks 1.2 or clay bricks 2.75 (by wall
 * type; concrete walls use neither), doors and windows 0.5; paint litres = built-up x 2.5 / 10;
 * sanitary units = built-up / 500; flooring and interior area = built-up.
 */
export function houseQuantities(builtUpAreaSqft: number, wallType: HouseWallTypeId): HouseQuantities {
  const perSqft = HOUSE_QUANTITIES_PER_SQFT;
  return {
    cementBags: ceilClean(builtUpAreaSqft * perSqft.cementBags),
    steelKg: roundTo2(builtUpAreaSqft * perSqft.steelKg),
    blocks: wallType === 'blocks' ? ceilClean(builtUpAreaSqft * perSqft.blocks) : 0,
    clayBricks: wallType === 'bricks' ? ceilClean(builtUpAreaSqft * perSqft.clayBricks) : 0,
    doorsAndWindows: ceilClean(builtUpAreaSqft * perSqft.doorsAndWindows),
    paintLitres: roundTo2((builtUpAreaSqft * HOUSE_PAINT_AREA_FACTOR) / HOUSE_PAINT_DIVISOR),
    sanitaryUnits: ceilClean(builtUpAreaSqft / HOUSE_SQFT_PER_SANITARY_UNIT),
    flooringAreaSqft: builtUpAreaSqft,
    interiorAreaSqft: builtUpAreaSqft,
  };
}

/** Sum of the surcharges of the chosen wood, flooring, paint, sanitary and interior options. */
export function houseSurchargeRate(input: Pick<HouseInput, 'woodwork' | 'flooring' | 'paint' | 'sanitary' | 'interior'>): number {
  return roundTo2(
    HOUSE_WOODWORK[input.woodwork].surcharge +
      HOUSE_FLOORING[input.flooring].surcharge +
      HOUSE_PAINTS[input.paint].surcharge +
      HOUSE_SANITARY[input.sanitary].surcharge +
      HOUSE_INTERIORS[input.interior].surcharge,
  );
}

/**
 * Built-up area, materials and cost of a house (spec/seller-admin-toolkit.md section 9):
 * built-up = plot area x floors x efficiency; cost per sq ft = finish rate x (1 + surcharges);
 * cost = built-up x cost per sq ft. Labour is excluded.
 */
export function calculateHouse(input: HouseInput): HouseOutcome {
  const errors = validateHouseInput(input);
  if (errors.length > 0) return { ok: false, errors };

  const plotAreaSqft = roundTo2(input.plotLength * input.plotWidth);
  const efficiency = houseEfficiency(input.floors, input.bedrooms);
  const builtUpAreaSqft = roundTo2(input.plotLength * input.plotWidth * input.floors * efficiency);
  const baseRatePerSqft = HOUSE_FINISHES[input.finish].ratePerSqft;
  const surchargeRate = houseSurchargeRate(input);
  const costPerSqft = roundTo2(baseRatePerSqft * (1 + surchargeRate));

  return {
    ok: true,
    result: {
      plotAreaSqft,
      efficiency,
      builtUpAreaSqft,
      quantities: houseQuantities(builtUpAreaSqft, input.wallType),
      baseRatePerSqft,
      surchargeRate,
      costPerSqft,
      estimatedCost: Math.round(builtUpAreaSqft * costPerSqft),
      bedrooms: input.bedrooms,
      toilets: input.toilets,
      kitchens: input.kitchens,
      notes: [HOUSE_LABOUR_NOTE, HOUSE_CONTINGENCY_ADVICE],
    },
  };
}

/** The form's starting values: empty plot and floors, the spec's default wall, finish and options. */
export function defaultHouseInput(): HouseInput {
  return {
    plotLength: Number.NaN,
    plotWidth: Number.NaN,
    floors: Number.NaN,
    ...DEFAULT_HOUSE_ROOMS,
    wallType: DEFAULT_HOUSE_WALL_TYPE,
    finish: DEFAULT_HOUSE_FINISH,
    woodwork: DEFAULT_HOUSE_WOODWORK,
    flooring: DEFAULT_HOUSE_FLOORING,
    paint: DEFAULT_HOUSE_PAINT,
    sanitary: DEFAULT_HOUSE_SANITARY,
    interior: DEFAULT_HOUSE_INTERIOR,
  };
}
