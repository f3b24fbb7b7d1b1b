import { describe, expect, it } from 'vitest';
import { NAKSHATRA_NAMES, NAKSHATRA_OPTIONS, PARKING_SHARE_OF_WIDTH, type RoomKind } from './catalogue.ts';
import {
  defaultHomeDrawingInput,
  floorHasBalconies,
  floorName,
  generateHomeDrawing,
  studyFloorNumber,
  type FloorPlan,
  type HomeDrawingInput,
  type PlanRoom,
} from './homeDrawingGenerator.ts';

function planOf(overrides: Partial<HomeDrawingInput>): FloorPlan {
  const outcome = generateHomeDrawing({ ...defaultHomeDrawingInput(), nakshatra: 'Rohini', ...overrides });
  if (!outcome.ok) throw new Error(`unexpected errors: ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

function messagesOf(overrides: Partial<HomeDrawingInput>): string[] {
  const outcome = generateHomeDrawing({ ...defaultHomeDrawingInput(), nakshatra: 'Rohini', ...overrides });
  return outcome.ok ? [] : outcome.errors.map((error) => `${error.field}: ${error.message}`);
}

const geometry = (room: PlanRoom | undefined) => (room ? [room.name, room.x, room.y, room.width, room.height] : undefined);

describe('nakshatra catalogue (spec section 3)', () => {
  it('has the nine listed nakshatras with their element and direction', () => {
    expect(NAKSHATRA_OPTIONS.map((n) => [n.name, n.element, n.direction])).toEqual([
      ['Ashwini', 'Earth', 'East'],
      ['Bharani', 'Earth', 'Southeast'],
      ['Krittika', 'Fire', 'South'],
      ['Rohini', 'Earth', 'North'],
      ['Mrigashira', 'Earth', 'Northwest'],
      ['Ardra', 'Water', 'Southwest'],
      ['Punarvasu', 'Water', 'West'],
      ['Pushya', 'Water', 'South'],
      ['Ashlesha', 'Water', 'North'],
    ]);
  });

  it('gives each a drawable colour, its traditional colour name and characteristics', () => {
    for (const nakshatra of NAKSHATRA_OPTIONS) {
      expect(nakshatra.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(nakshatra.colorName.length).toBeGreaterThan(0);
      expect(nakshatra.characteristics.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('floor names', () => {
  it("are 'Ground Floor', 'First Floor', then ordinal", () => {
    expect([0, 1, 2, 3].map(floorName)).toEqual(['Ground Floor', 'First Floor', 'Second Floor', 'Third Floor']);
    expect([10, 11, 12, 21, 22, 23].map(floorName)).toEqual(['Tenth Floor', '11th Floor', '12th Floor', '21st Floor', '22nd Floor', '23rd Floor']);
  });
});

describe('defaults and validation (spec sections 5 and 9)', () => {
  it('start at 40 x 30 ft, 1 floor, 2 bedrooms, 2 bathrooms, 1 balcony, Pooja on, no nakshatra', () => {
    expect(defaultHomeDrawingInput()).toEqual({
      nakshatra: null,
      length: 40,
      width: 30,
      floors: 1,
      bedrooms: 2,
      bathrooms: 2,
      balconies: 1,
      pooja: true,
      study: false,
      guest: false,
      parking: false,
    });
  });

  it('needs a nakshatra', () => {
    expect(messagesOf({ nakshatra: null })).toEqual(['nakshatra: Please select a nakshatra']);
    expect(messagesOf({ nakshatra: 'toString' as HomeDrawingInput['nakshatra'] })).toEqual(['nakshatra: Please select a nakshatra']);
  });

  it('keeps length within 20-100 ft and width within 15-80 ft', () => {
    expect(messagesOf({ length: 19.9, width: 80.1 })).toEqual(['length: Length must be between 20 and 100 ft', 'width: Width must be between 15 and 80 ft']);
    expect(messagesOf({ length: Number.NaN, width: Number.POSITIVE_INFINITY })).toHaveLength(2);
    expect(messagesOf({ length: 20, width: 80 })).toEqual([]);
    expect(messagesOf({ length: 100, width: 15 })).toEqual([]);
  });

  it('keeps the counts within their option ranges', () => {
    expect(messagesOf({ floors: 5, bedrooms: 0, bathrooms: 4, balconies: -1 })).toEqual([
      'floors: Floors must be a whole number from 1 to 4',
      'bedrooms: Bedrooms must be a whole number from 1 to 4',
      'bathrooms: Bathrooms must be a whole number from 1 to 3',
      'balconies: Balconies must be a whole number from 0 to 3',
    ]);
    expect(messagesOf({ floors: 1.5 })).toEqual(['floors: Floors must be a whole number from 1 to 4']);
  });
});

describe('a plan for Ardra (Water, Southwest)', () => {
  const plan = planOf({ nakshatra: 'Ardra', length: 50, width: 30, floors: 2, parking: true, study: true });

  it('carries the nakshatra, its direction and colour, dimensions and totals', () => {
    expect(plan.nakshatra.name).toBe('Ardra');
    expect(plan.mainDirection).toBe('Southwest');
    expect(plan.primaryColor).toBe(plan.nakshatra.color);
    expect(plan.dimensions).toEqual({ width: 30, length: 50, area: 1500 });
    expect(plan.totalFloors).toBe(2);
    expect(plan.totalBuiltUpArea).toBe(3000); // 1500 sq ft x 2 floors
    expect(plan.floors.map((f) => [f.floorNumber, f.floorName])).toEqual([
      [0, 'Ground Floor'],
      [1, 'First Floor'],
    ]);
  });

  it('gives the fixed Vastu tips, the entrance facing the nakshatra direction', () => {
    expect(plan.vastuTips).toEqual([
      'Place the kitchen in the Southeast',
      'Place the master bedroom in the Southwest',
      'Place the Pooja room in the Northeast',
      'Let the main entrance face Southwest',
    ]);
  });

  it('recommends features from the nakshatra, its element and the chosen rooms', () => {
    expect(plan.features).toEqual([
      'Main entrance facing Southwest',
      'Green accents, the colour of Ardra',
      'A water feature or fountain in the Northeast',
      'Blue and white accents with plenty of natural light',
      'Pooja room in the Northeast of the ground floor',
      'Covered car parking on the ground floor',
      'Study room on the first floor',
    ]);
  });
});

describe('exact layouts, hand-computed', () => {
  it('20 x 30 ft, 1 bedroom, 1 bathroom, nothing else: three rows of 10 ft', () => {
    // Rows (depth weights 1, 1, 1) cut 30 ft at 10 and 20.
    // North: Living Room alone. Middle: Dining (weight 1) + Bathroom (0.6): 20 x 1 / 1.6 = 12.5.
    // South: Master Bedroom (1.3) + Kitchen (1): 20 x 1.3 / 2.3 = 11.304 -> 11.3.
    const [ground] = planOf({ width: 20, length: 30, bedrooms: 1, bathrooms: 1, balconies: 0, pooja: false }).floors;
    expect(ground?.rooms.map(geometry)).toEqual([
      ['Living Room', 0, 0, 20, 10],
      ['Dining', 0, 10, 12.5, 10],
      ['Bathroom 1', 12.5, 10, 7.5, 10],
      ['Master Bedroom', 0, 20, 11.3, 10],
      ['Kitchen', 11.3, 20, 8.7, 10],
    ]);
  });

  it('parking takes exactly half of the ground floor width; Pooja closes the row in the Northeast', () => {
    // 30 ft wide: Parking 0..15; Living Room (1.5) and Pooja Room (0.5) share 15..30: 15 + 15 x 1.5 / 2 = 26.25.
    const [ground] = planOf({ width: 30, length: 30, bedrooms: 1, bathrooms: 1, balconies: 0, pooja: true, parking: true }).floors;
    expect(ground?.rooms.slice(0, 3).map(geometry)).toEqual([
      ['Parking', 0, 0, 15, 10],
      ['Living Room', 15, 0, 11.25, 10],
      ['Pooja Room', 26.25, 0, 3.75, 10],
    ]);
  });
});

describe('canvas-independent rules', () => {
  it('puts balconies above ground, or on the ground floor of a single-storey plan', () => {
    expect([0].map((n) => floorHasBalconies(n, 1))).toEqual([true]);
    expect([0, 1, 2].map((n) => floorHasBalconies(n, 3))).toEqual([false, true, true]);
  });

  it('puts the study on the first floor when there is one', () => {
    expect([studyFloorNumber(1), studyFloorNumber(2), studyFloorNumber(4)]).toEqual([0, 1, 1]);
  });
});

// ---------------------------------------------------------------- property tests

/** mulberry32: a tiny seeded PRNG, so every run checks the same plans. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EPSILON = 1e-6;

function overlaps(a: PlanRoom, b: PlanRoom): boolean {
  return a.x < b.x + b.width - EPSILON && b.x < a.x + a.width - EPSILON && a.y < b.y + b.height - EPSILON && b.y < a.y + a.height - EPSILON;
}

function countByKind(rooms: readonly PlanRoom[]): Record<RoomKind, number> {
  const counts: Record<RoomKind, number> = {
    living: 0,
    lounge: 0,
    kitchen: 0,
    dining: 0,
    bedroom: 0,
    bathroom: 0,
    balcony: 0,
    pooja: 0,
    study: 0,
    guest: 0,
    parking: 0,
  };
  for (const room of rooms) counts[room.kind] += 1;
  return counts;
}

function expectedCounts(input: HomeDrawingInput, floorNumber: number): Record<RoomKind, number> {
  const isGround = floorNumber === 0;
  const flag = (on: boolean) => (on ? 1 : 0);
  return {
    living: flag(isGround),
    lounge: flag(!isGround),
    kitchen: flag(isGround),
    dining: flag(isGround),
    bedroom: input.bedrooms,
    bathroom: input.bathrooms,
    balcony: floorHasBalconies(floorNumber, input.floors) ? input.balconies : 0,
    pooja: flag(isGround && input.pooja),
    study: flag(input.study && floorNumber === studyFloorNumber(input.floors)),
    guest: flag(isGround && input.guest),
    parking: flag(isGround && input.parking),
  };
}

/** Every property a generated plan must have; returns the first violation, or undefined. */
function violationIn(input: HomeDrawingInput): string | undefined {
  const outcome = generateHomeDrawing(input);
  if (!outcome.ok) return `refused: ${JSON.stringify(outcome.errors)}`;
  const plan = outcome.result;
  if (plan.floors.length !== input.floors) return 'wrong number of floors';
  for (const floor of plan.floors) {
    const where = `${floor.floorName} of ${JSON.stringify(input)}`;
    const rooms = floor.rooms;
    for (const room of rooms) {
      if (!(room.width > 0 && room.height > 0)) return `${room.name} has no area on the ${where}`;
      if (room.x < -EPSILON || room.y < -EPSILON) return `${room.name} starts outside the plot on the ${where}`;
      if (room.x + room.width > input.width + EPSILON || room.y + room.height > input.length + EPSILON) return `${room.name} leaves the plot on the ${where}`;
    }
    for (let i = 0; i < rooms.length; i += 1) {
      for (let j = i + 1; j < rooms.length; j += 1) {
        const [a, b] = [rooms[i], rooms[j]];
        if (a && b && overlaps(a, b)) return `${a.name} overlaps ${b.name} on the ${where}`;
      }
    }
    const coveredArea = rooms.reduce((sum, room) => sum + room.width * room.height, 0);
    if (Math.abs(coveredArea - input.width * input.length) > 0.05) return `rooms cover ${coveredArea} of ${input.width * input.length} sq ft on the ${where}`;
    if (JSON.stringify(countByKind(rooms)) !== JSON.stringify(expectedCounts(input, floor.floorNumber))) return `wrong rooms on the ${where}`;
    if (new Set(rooms.map((room) => room.name)).size !== rooms.length) return `duplicate room names on the ${where}`;
    const vastuProblem = vastuViolation(rooms, input, floor.floorNumber);
    if (vastuProblem) return `${vastuProblem} on the ${where}`;
  }
  return undefined;
}

/** Kitchen in the Southeast corner, master bedroom in the Southwest, Pooja at the Northeast of the rooms, parking half the width. */
function vastuViolation(rooms: readonly PlanRoom[], input: HomeDrawingInput, floorNumber: number): string | undefined {
  const named = (name: string) => rooms.find((room) => room.name === name);
  const reachesEast = (room: PlanRoom) => Math.abs(room.x + room.width - input.width) < EPSILON;
  const reachesSouth = (room: PlanRoom) => Math.abs(room.y + room.height - input.length) < EPSILON;
  const master = named('Master Bedroom');
  if (!master || master.x !== 0 || !reachesSouth(master)) return 'master bedroom not in the Southwest';
  if (floorNumber !== 0) return undefined;
  const kitchen = named('Kitchen');
  if (!kitchen || !reachesEast(kitchen) || !reachesSouth(kitchen)) return 'kitchen not in the Southeast';
  const northmostRoomY = Math.min(...rooms.filter((room) => room.kind !== 'balcony').map((room) => room.y));
  const pooja = named('Pooja Room');
  if (input.pooja && (!pooja || !reachesEast(pooja) || pooja.y !== northmostRoomY)) return 'Pooja room not in the Northeast';
  const parking = named('Parking');
  if (input.parking && (!parking || parking.x !== 0 || Math.abs(parking.width - input.width * PARKING_SHARE_OF_WIDTH) > 0.005))
    return 'parking is not half the width';
  return undefined;
}

function inputFrom(random: () => number): HomeDrawingInput {
  const pick = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const dimension = (min: number, max: number) => Math.round((min + random() * (max - min)) * 10) / 10;
  return {
    nakshatra: NAKSHATRA_NAMES[pick(0, NAKSHATRA_NAMES.length - 1)] ?? 'Rohini',
    length: dimension(20, 100),
    width: dimension(15, 80),
    floors: pick(1, 4),
    bedrooms: pick(1, 4),
    bathrooms: pick(1, 3),
    balconies: pick(0, 3),
    pooja: random() < 0.5,
    study: random() < 0.5,
    guest: random() < 0.5,
    parking: random() < 0.5,
  };
}

describe('property: rooms never overlap, stay inside the plot, fill it, and every requested room is there', () => {
  it('holds on every combination of counts and options at the extreme plot sizes', () => {
    let checked = 0;
    for (const [length, width] of [
      [20, 15],
      [20, 80],
      [100, 15],
      [100, 80],
      [37.3, 22.7],
    ] as const) {
      for (let floors = 1; floors <= 4; floors += 1) {
        for (let bedrooms = 1; bedrooms <= 4; bedrooms += 1) {
          for (let bathrooms = 1; bathrooms <= 3; bathrooms += 1) {
            for (let balconies = 0; balconies <= 3; balconies += 1) {
              for (let options = 0; options < 16; options += 1) {
                const input: HomeDrawingInput = {
                  nakshatra: 'Krittika',
                  length,
                  width,
                  floors,
                  bedrooms,
                  bathrooms,
                  balconies,
                  pooja: (options & 1) !== 0,
                  study: (options & 2) !== 0,
                  guest: (options & 4) !== 0,
                  parking: (options & 8) !== 0,
                };
                expect(violationIn(input)).toBeUndefined();
                checked += 1;
              }
            }
          }
        }
      }
    }
    expect(checked).toBe(5 * 4 * 4 * 3 * 4 * 16);
  });

  it('holds on 3,000 random plans from a seeded generator', () => {
    const random = seededRandom(20240611);
    for (let i = 0; i < 3000; i += 1) expect(violationIn(inputFrom(random))).toBeUndefined();
  });
});
