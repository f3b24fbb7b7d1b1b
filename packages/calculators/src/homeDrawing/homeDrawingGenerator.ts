import { isNumberBetween, isWholeNumberBetween, roundTo2 } from '../shared/numbers.ts';
import {
  DEFAULT_FLOOR_PLAN_OPTIONS,
  ELEMENT_FEATURES,
  FLOOR_PLAN_LIMITS,
  NAKSHATRAS,
  PARKING_SHARE_OF_WIDTH,
  ROOM_COLORS,
  type CompassDirection,
  type Nakshatra,
  type NakshatraName,
  type RoomKind,
} from './catalogue.ts';

export interface HomeDrawingInput {
  /** null until a nakshatra is chosen. */
  nakshatra: NakshatraName | null;
  /** Feet, 20-100. Runs north to south (the y axis). */
  length: number;
  /** Feet, 15-80. Runs west to east (the x axis). */
  width: number;
  floors: number;
  /** Per floor. */
  bedrooms: number;
  /** Per floor. */
  bathrooms: number;
  /** Per floor that has balconies (every floor above ground; the ground floor of a single-storey plan). */
  balconies: number;
  pooja: boolean;
  study: boolean;
  guest: boolean;
  parking: boolean;
}

/**
 * A room in feet. North is up: x runs west to east from the plot's west edge, y runs north to south
 * from its north edge, so the northeast corner is (width, 0).
 */
export interface PlanRoom {
  name: string;
  kind: RoomKind;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

export interface PlanFloor {
  /** 0 for the ground floor. */
  floorNumber: number;
  floorName: string;
  rooms: PlanRoom[];
}

export interface FloorPlan {
  nakshatra: Nakshatra;
  /** The direction the main entrance faces: the nakshatra's direction. */
  mainDirection: CompassDirection;
  primaryColor: string;
  floors: PlanFloor[];
  features: string[];
  /** Feet and sq ft of one floor. */
  dimensions: { width: number; length: number; area: number };
  vastuTips: string[];
  totalFloors: number;
  /** Plot area x floors, sq ft: every floor covers the whole plot. */
  totalBuiltUpArea: number;
}

export type HomeDrawingField = 'nakshatra' | 'length' | 'width' | 'floors' | 'bedrooms' | 'bathrooms' | 'balconies';

export interface HomeDrawingValidationError {
  field: HomeDrawingField;
  message: string;
}

type CountField = 'floors' | 'bedrooms' | 'bathrooms' | 'balconies';

function countMessage(label: string, field: CountField): string {
  const { min, max } = FLOOR_PLAN_LIMITS[field];
  return `${label} must be a whole number from ${min} to ${max}`;
}

export const HOME_DRAWING_MESSAGES = {
  nakshatra: 'Please select a nakshatra',
  length: `Length must be between ${FLOOR_PLAN_LIMITS.length.min} and ${FLOOR_PLAN_LIMITS.length.max} ft`,
  width: `Width must be between ${FLOOR_PLAN_LIMITS.width.min} and ${FLOOR_PLAN_LIMITS.width.max} ft`,
  floors: countMessage('Floors', 'floors'),
  bedrooms: countMessage('Bedrooms', 'bedrooms'),
  bathrooms: countMessage('Bathrooms', 'bathrooms'),
  balconies: countMessage('Balconies', 'balconies'),
} as const;

export type HomeDrawingOutcome = { ok: true; result: FloorPlan } | { ok: false; errors: HomeDrawingValidationError[] };

/** Every problem with the input, in form order; empty when a plan can be drawn. */
export function validateHomeDrawingInput(input: HomeDrawingInput): HomeDrawingValidationError[] {
  const errors: HomeDrawingValidationError[] = [];
  if (input.nakshatra === null || !Object.hasOwn(NAKSHATRAS, input.nakshatra)) errors.push({ field: 'nakshatra', message: HOME_DRAWING_MESSAGES.nakshatra });
  for (const field of ['length', 'width'] as const) {
    const { min, max } = FLOOR_PLAN_LIMITS[field];
    if (!isNumberBetween(input[field], min, max)) errors.push({ field, message: HOME_DRAWING_MESSAGES[field] });
  }
  for (const field of ['floors', 'bedrooms', 'bathrooms', 'balconies'] as const) {
    const { min, max } = FLOOR_PLAN_LIMITS[field];
    if (!isWholeNumberBetween(input[field], min, max)) errors.push({ field, message: HOME_DRAWING_MESSAGES[field] });
  }
  return errors;
}

/** The form's starting values: no nakshatra yet, 40 x 30 ft, 1 floor, 2 bedrooms, 2 bathrooms, 1 balcony, Pooja on. */
export function defaultHomeDrawingInput(): HomeDrawingInput {
  return { nakshatra: null, ...DEFAULT_FLOOR_PLAN_OPTIONS };
}

// ---------------------------------------------------------------- names and texts

const ORDINAL_WORDS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];

/** 'Ground Floor', 'First Floor', then the ordinal: 'Second Floor', 'Third Floor' ... */
export function floorName(floorNumber: number): string {
  if (floorNumber === 0) return 'Ground Floor';
  return `${ORDINAL_WORDS[floorNumber - 1] ?? numericOrdinal(floorNumber)} Floor`;
}

const ORDINAL_SUFFIXES: Readonly<Record<number, string>> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 11 -> '11th', 21 -> '21st', 102 -> '102nd'. */
function numericOrdinal(n: number): string {
  const lastTwo = n % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (ORDINAL_SUFFIXES[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The fixed Vastu tips (spec section 9); the entrance tip names the nakshatra's direction. */
export function vastuTips(direction: CompassDirection): string[] {
  return [
    'Place the kitchen in the Southeast',
    'Place the master bedroom in the Southwest',
    'Place the Pooja room in the Northeast',
    `Let the main entrance face ${direction}`,
  ];
}

function recommendedFeatures(nakshatra: Nakshatra, input: HomeDrawingInput): string[] {
  const features = [`Main entrance facing ${nakshatra.direction}`, `${nakshatra.colorName} accents, the colour of ${nakshatra.name}`];
  features.push(...ELEMENT_FEATURES[nakshatra.element]);
  if (input.pooja) features.push('Pooja room in the Northeast of the ground floor');
  if (input.parking) features.push('Covered car parking on the ground floor');
  if (input.guest) features.push('Guest room on the ground floor');
  if (input.study) features.push(`Study room on the ${input.floors > 1 ? 'first' : 'ground'} floor`);
  return features;
}

// ---------------------------------------------------------------- room programme of each floor

/** A room to place: relative width within its row and relative depth of the row it sits in. */
interface RoomSpec {
  kind: RoomKind;
  name: string;
  widthWeight: number;
  depthWeight: number;
}

/** A band of rooms across the plot, west to east. A parking row gives its first room half the width. */
interface RowSpec {
  rooms: RoomSpec[];
  startsWithParking: boolean;
}

const room = (kind: RoomKind, name: string, widthWeight = 1, depthWeight = 1): RoomSpec => ({ kind, name, widthWeight, depthWeight });

function bedroomSpec(index: number): RoomSpec {
  return index === 0 ? room('bedroom', 'Master Bedroom', 1.3) : room('bedroom', `Bedroom ${index + 1}`);
}

function bathroomSpecs(count: number): RoomSpec[] {
  return Array.from({ length: count }, (_, i) => room('bathroom', `Bathroom ${i + 1}`, 0.6, 0.7));
}

/** Balconies are on every floor above ground; a single-storey plan has them on the ground floor. */
export function floorHasBalconies(floorNumber: number, totalFloors: number): boolean {
  return totalFloors === 1 ? floorNumber === 0 : floorNumber > 0;
}

/** The study is on the first floor when there is one, else on the ground floor. */
export function studyFloorNumber(totalFloors: number): number {
  return totalFloors > 1 ? 1 : 0;
}

/**
 * Rows from north to south, placed so Vastu holds: balconies on the north edge; the first room row
 * ends in the Northeast with the Pooja room (ground) or the study (first floor) and starts in the
 * Northwest with parking; the last row starts in the Southwest with the master bedroom and ends in
 * the Southeast with the kitchen (ground floor).
 */
function floorRows(input: HomeDrawingInput, floorNumber: number): RowSpec[] {
  const isGround = floorNumber === 0;
  const hasStudy = input.study && studyFloorNumber(input.floors) === floorNumber;
  const rows: RowSpec[] = [];

  if (input.balconies > 0 && floorHasBalconies(floorNumber, input.floors)) {
    const balconies = Array.from({ length: input.balconies }, (_, i) => room('balcony', `Balcony ${i + 1}`, 1, 0.45));
    rows.push({ rooms: balconies, startsWithParking: false });
  }

  const north: RoomSpec[] = [];
  if (isGround && input.parking) north.push(room('parking', 'Parking'));
  north.push(isGround ? room('living', 'Living Room', 1.5) : room('lounge', 'Family Lounge', 1.5));
  if (isGround && input.pooja) north.push(room('pooja', 'Pooja Room', 0.5));
  else if (!isGround && hasStudy) north.push(room('study', 'Study Room', 0.8));
  rows.push({ rooms: north, startsWithParking: isGround && input.parking });

  const southBedroomCount = isGround ? 1 : Math.min(2, input.bedrooms);
  const middle: RoomSpec[] = [];
  if (isGround) middle.push(room('dining', 'Dining'));
  if (isGround && input.guest) middle.push(room('guest', 'Guest Room'));
  if (isGround && hasStudy) middle.push(room('study', 'Study Room', 0.8));
  const middleBedrooms = Array.from({ length: input.bedrooms - southBedroomCount }, (_, i) => bedroomSpec(i + southBedroomCount));
  middle.push(...interleave(middleBedrooms, bathroomSpecs(input.bathrooms)));
  for (const chunk of balancedRows(middle, roomsPerRow(input.width))) rows.push({ rooms: chunk, startsWithParking: false });

  const south = Array.from({ length: southBedroomCount }, (_, i) => bedroomSpec(i));
  if (isGround) south.push(room('kitchen', 'Kitchen'));
  rows.push({ rooms: south, startsWithParking: false });
  return rows;
}

/** Two rooms in a row on narrow plots, one more per 10 ft of width, at most four. */
function roomsPerRow(plotWidth: number): number {
  return Math.min(4, Math.max(2, Math.floor(plotWidth / 10)));
}

function interleave<T>(first: readonly T[], second: readonly T[]): T[] {
  const result: T[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i += 1) {
    const a = first[i];
    const b = second[i];
    if (a !== undefined) result.push(a);
    if (b !== undefined) result.push(b);
  }
  return result;
}

/** Splits items into as few rows of at most `maxPerRow` as possible, as evenly as possible (5 by 3 -> 3 + 2). */
function balancedRows<T>(items: readonly T[], maxPerRow: number): T[][] {
  const rowCount = Math.ceil(items.length / maxPerRow);
  const rows: T[][] = [];
  let start = 0;
  for (let row = 0; row < rowCount; row += 1) {
    const size = Math.ceil((items.length - start) / (rowCount - row));
    rows.push(items.slice(start, start + size));
    start += size;
  }
  return rows;
}

// ---------------------------------------------------------------- geometry

/**
 * Cut [start, end] into pieces proportional to `weights`. Cut positions are rounded to 2 decimals and
 * the last one is `end` itself, so neighbours share an edge exactly and the pieces fill the span.
 */
function cutPositions(start: number, end: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const positions = [start];
  let accumulated = 0;
  weights.forEach((weight, index) => {
    accumulated += weight;
    positions.push(index === weights.length - 1 ? end : roundTo2(start + ((end - start) * accumulated) / total));
  });
  return positions;
}

/** Place a row of rooms between two y positions across the plot's whole width. */
function layoutRow(row: RowSpec, plotWidth: number, top: number, bottom: number): PlanRoom[] {
  const parkingEdge = roundTo2(plotWidth * PARKING_SHARE_OF_WIDTH);
  const [parking, ...others] = row.rooms;
  const sharedRooms = row.startsWithParking ? others : row.rooms;
  const sharedStart = row.startsWithParking ? parkingEdge : 0;
  const xs = cutPositions(
    sharedStart,
    plotWidth,
    sharedRooms.map((spec) => spec.widthWeight),
  );
  const placed = sharedRooms.map((spec, i) => placeRoom(spec, xs[i] ?? 0, xs[i + 1] ?? plotWidth, top, bottom));
  return row.startsWithParking && parking !== undefined ? [placeRoom(parking, 0, parkingEdge, top, bottom), ...placed] : placed;
}

function placeRoom(spec: RoomSpec, left: number, right: number, top: number, bottom: number): PlanRoom {
  return { name: spec.name, kind: spec.kind, x: left, y: top, width: roundTo2(right - left), height: roundTo2(bottom - top), color: ROOM_COLORS[spec.kind] };
}

/** Rows stacked north to south, each as deep as its deepest room's weight; together they fill the plot. */
function layoutFloor(rows: readonly RowSpec[], plotWidth: number, plotLength: number): PlanRoom[] {
  const ys = cutPositions(
    0,
    plotLength,
    rows.map((row) => Math.max(...row.rooms.map((spec) => spec.depthWeight))),
  );
  return rows.flatMap((row, i) => layoutRow(row, plotWidth, ys[i] ?? 0, ys[i + 1] ?? plotLength));
}

// ---------------------------------------------------------------- the plan

/**
 * A floor plan for the chosen nakshatra: every floor covers the whole plot and is cut into rows of
 * rooms, so rooms never overlap and never leave the plot. Bedrooms, bathrooms and balconies are per
 * floor; the ground floor also has the living room, dining, kitchen, and the Pooja room, guest room and
 * parking when asked for; upper floors have a family lounge; the study is on the first floor.
 */
export function generateHomeDrawing(input: HomeDrawingInput): HomeDrawingOutcome {
  const errors = validateHomeDrawingInput(input);
  if (errors.length > 0 || input.nakshatra === null) return { ok: false, errors };

  const nakshatra = NAKSHATRAS[input.nakshatra];
  const area = roundTo2(input.width * input.length);
  const floors = Array.from({ length: input.floors }, (_, floorNumber) => ({
    floorNumber,
    floorName: floorName(floorNumber),
    rooms: layoutFloor(floorRows(input, floorNumber), input.width, input.length),
  }));

  return {
    ok: true,
    result: {
      nakshatra,
      mainDirection: nakshatra.direction,
      primaryColor: nakshatra.color,
      floors,
      features: recommendedFeatures(nakshatra, input),
      dimensions: { width: input.width, length: input.length, area },
      vastuTips: vastuTips(nakshatra.direction),
      totalFloors: input.floors,
      totalBuiltUpArea: roundTo2(area * input.floors),
    },
  };
}
