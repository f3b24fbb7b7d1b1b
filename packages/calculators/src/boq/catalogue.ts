/**
 * BOQ (bill of quantities) constants. The request fields, defaults and options are those of
 * spec/seller-admin-toolkit.md sections 3, 7 and 9, with the spec's spelling ('Vetrified').
 * The spec gives no quantities or rates: each constant below states the rule it follows and where
 * that rule comes from. Rates are calibrated so that Medium quality reproduces the spec article's
 * plot-size table (about ₹1,700 per sq ft of built-up area; see boqCalculator.test.ts).
 * Areas are in sq ft, money in whole rupees.
 */

// ---------------------------------------------------------------- options (values are the API's words)

export const BOQ_QUALITIES = ['Normal', 'Medium', 'Premium'] as const;
export type BoqQuality = (typeof BOQ_QUALITIES)[number];

export const BOQ_WALL_TYPES = ['Brick', 'Concrete Block', 'AAC Block', 'Stone'] as const;
export type BoqWallType = (typeof BOQ_WALL_TYPES)[number];

export const BOQ_STAIRCASE_TYPES = ['Interior', 'Exterior', 'Both'] as const;
export type BoqStaircaseType = (typeof BOQ_STAIRCASE_TYPES)[number];

export const BOQ_GATE_TYPES = ['Normal', 'Auto'] as const;
export type BoqGateType = (typeof BOQ_GATE_TYPES)[number];

export const BOQ_FLOOR_TYPES = ['Vetrified', 'Marble', 'Granite'] as const;
export type BoqFloorType = (typeof BOQ_FLOOR_TYPES)[number];

export const BOQ_PAINT_TYPES = ['Normal', 'Premium'] as const;
export type BoqPaintType = (typeof BOQ_PAINT_TYPES)[number];

/** One choice of a select. Labels keep the spec's words, 'Vetrified' included. */
export interface BoqOption<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

function optionsOf<Value extends string>(values: readonly Value[]): readonly BoqOption<Value>[] {
  return values.map((value) => ({ value, label: value }));
}

/** Option lists for the form's selects, in display order. */
export const BOQ_OPTIONS = {
  construction_quality: optionsOf(BOQ_QUALITIES),
  wall_type: optionsOf(BOQ_WALL_TYPES),
  staircase_type: optionsOf(BOQ_STAIRCASE_TYPES),
  gate_type: optionsOf(BOQ_GATE_TYPES),
  floor_type: optionsOf(BOQ_FLOOR_TYPES),
  paint_type: optionsOf(BOQ_PAINT_TYPES),
} as const;

// ---------------------------------------------------------------- limits of the request

/**
 * Accepted ranges. The spec asks for numbers with a minimum of 1 for floors, kitchens and bedrooms;
 * the other bounds only refuse absurd input (a plot under 100 sq ft or over 1,00,000 sq ft, i.e.
 * about 2.3 acres; more than 10 floors, which is no longer a house).
 */
export const BOQ_LIMITS = {
  plot_size: { min: 100, max: 100_000 },
  no_of_floors: { min: 1, max: 10 },
  no_of_kitchens: { min: 1, max: 20 },
  no_of_bedrooms: { min: 1, max: 50 },
} as const;

// ---------------------------------------------------------------- built-up area

/**
 * Built-up area = plot size x floors x 0.78.
 * Rule: Indian city bye-laws typically allow about 60-75% ground coverage on small residential
 * plots after setbacks, and contractors also count balconies and projections in the built-up area,
 * which brings each floor to about 78% of the plot. Source: the spec article's own table (20x30 G+1 = 1,000 sq ft ... 40x60 G+2 = 5,600 sq ft),
 * whose six rows average 0.786 of plot x floors.
 */
export const BOQ_BUILT_UP_SHARE_OF_PLOT_PER_FLOOR = 0.78;

// ---------------------------------------------------------------- rates

/**
 * Turnkey construction rate per sq ft of built-up area by quality.
 * Medium: calibrated to the spec article's table (₹17 lakh for 1,000 sq ft ... ₹95 lakh for 5,600
 * sq ft, i.e. ₹1,676-1,724 per sq ft). Normal and Premium: about 15% below and 25% above, inside the
 * ₹1,300-2,500 turnkey range of the spec's static guides (section 9, "Static guides").
 */
export const BOQ_RATE_PER_SQFT: Readonly<Record<BoqQuality, number>> = {
  Normal: 1450,
  Medium: 1700,
  Premium: 2100,
};

/**
 * Change to the rate per sq ft of built-up area by wall type; brick is the reference.
 * Rule: walling is roughly 10-12% of a house's cost. Solid concrete blocks need less mortar and lay
 * faster (cheaper); AAC blocks cost more per m³ but are light and need thin joints (slightly
 * cheaper overall); random-rubble stone walls are thicker and labour-heavy (dearer).
 * Source: market estimate (assumption, not a published schedule) — tune with local rates.
 */
export const BOQ_WALL_RATE_ADJUSTMENT: Readonly<Record<BoqWallType, number>> = {
  Brick: 0,
  'Concrete Block': -40,
  'AAC Block': -25,
  Stone: 60,
};

/**
 * Change to the rate per sq ft of built-up area by flooring; vitrified tiles are in the base rate.
 * Rule: floor finish area is about 0.85 of built-up area; laid granite costs about ₹100 and Indian
 * marble about ₹150 per sq ft more than mid-range vitrified tiles.
 * Source: market estimate (assumption) — tune with local rates.
 */
export const BOQ_FLOOR_RATE_ADJUSTMENT: Readonly<Record<BoqFloorType, number>> = {
  Vetrified: 0,
  Granite: 90,
  Marble: 130,
};

/**
 * Change to the rate per sq ft of built-up area by paint; interior emulsion is in the base rate.
 * Rule: painted area is about 3.5 times the built-up area (walls both sides, ceilings, exterior) and
 * premium emulsion costs about ₹10 per sq ft of wall more. Source: common painting-contractor rule
 * of thumb (3-3.5 x built-up) with a market estimate of the price difference (assumption).
 */
export const BOQ_PAINT_RATE_ADJUSTMENT: Readonly<Record<BoqPaintType, number>> = {
  Normal: 0,
  Premium: 35,
};

// ---------------------------------------------------------------- lump sums

/** Gate, supplied and fixed. Source: market estimate (assumption): a fabricated MS gate about ₹45,000; with a sliding-gate motor kit about ₹1,50,000. */
export const BOQ_GATE_COST: Readonly<Record<BoqGateType, number>> = {
  Normal: 45_000,
  Auto: 150_000,
};

/**
 * Residential lift: ₹6,00,000 for two stops plus ₹1,00,000 for each further stop (one stop per floor).
 * Source: market estimate (assumption) from typical home-lift quotes of ₹6-12 lakh.
 */
export const BOQ_LIFT_COST = { twoStops: 600_000, perExtraStop: 100_000 } as const;

/**
 * An exterior staircase ('Exterior' or 'Both') costs ₹1,20,000 per flight, one flight per floor (the
 * top flight reaches the terrace). An interior staircase is part of the built-up rate.
 * Source: market estimate (assumption) for an RCC dog-legged flight about 1 m wide.
 */
export const BOQ_EXTERIOR_STAIRCASE_COST_PER_FLIGHT = 120_000;

// ---------------------------------------------------------------- materials per sq ft of built-up area

/**
 * Cement: 0.4 bags (50 kg) per sq ft of built-up area.
 * Source: common Indian thumb rule for RCC-framed houses (0.4-0.5 bags per sq ft; civil-engineering
 * thumb-rule tables derive it from averaged site consumption, e.g. 587 bags for 1,500 sq ft).
 */
export const BOQ_CEMENT_BAGS_PER_SQFT = 0.4;

/**
 * Steel: 4 kg per sq ft of built-up area.
 * Source: common Indian thumb rule for residential RCC frames, 3.5-4.5 kg per sq ft (commercial
 * 5-5.5); consistent with B. N. Dutta's reinforcement percentages (slab 1%, beam 2%, column 2.5%).
 */
export const BOQ_STEEL_KG_PER_SQFT = 4;

/**
 * M-sand: 1.8 cft per sq ft of built-up area (concrete, mortar and plaster together).
 * Source: common Indian thumb rule (sand 1.8-1.9 cft per sq ft from averaged site consumption).
 */
export const BOQ_M_SAND_CFT_PER_SQFT = 1.8;

/**
 * Masonry: 0.015 m³ of walling per sq ft of built-up area.
 * Source: common Indian thumb rule "brickwork 0.015 cum per sq ft of plan area" (the familiar
 * "7-8 bricks per sq ft" at 500 bricks per m³).
 */
export const BOQ_MASONRY_M3_PER_SQFT = 0.015;

/** Random-rubble stone walls are usually about 350 mm thick against 230 mm for brick (common practice). */
const STONE_TO_BRICK_WALL_THICKNESS = 350 / 230;
const CUBIC_FEET_PER_CUBIC_METRE = 35.3147;

export interface BoqMasonryUnit {
  /** What the masonry quantity counts. */
  readonly unit: string;
  /** How many of `unit` one m³ of brick-equivalent walling takes. */
  readonly perCubicMetre: number;
  /** True when the quantity is a count of concrete or AAC blocks (reported as concrete_blocks). */
  readonly isBlock: boolean;
}

/**
 * Masonry units per m³ of walling, from the unit size plus its joint:
 * - Brick: 500 per m³ — modular brick 190 x 90 x 90 mm (IS 1077) with 10 mm joints is 200 x 100 x 100 mm.
 * - Concrete Block: 400 x 200 x 200 mm solid block (IS 2185-1) with 10 mm joints: 1 / (0.41 x 0.21 x 0.2) ≈ 58.
 * - AAC Block: 600 x 200 x 200 mm (IS 2185-3) with 3 mm thin-bed joints: 1 / (0.603 x 0.203 x 0.2) ≈ 40.8.
 * - Stone: measured in cft of stone masonry, the wall being 350/230 times as thick as brick.
 */
export const BOQ_MASONRY_UNITS: Readonly<Record<BoqWallType, BoqMasonryUnit>> = {
  Brick: { unit: 'bricks', perCubicMetre: 500, isBlock: false },
  'Concrete Block': { unit: 'concrete blocks', perCubicMetre: 1 / (0.41 * 0.21 * 0.2), isBlock: true },
  'AAC Block': { unit: 'AAC blocks', perCubicMetre: 1 / (0.603 * 0.203 * 0.2), isBlock: true },
  Stone: { unit: 'cft of stone masonry', perCubicMetre: CUBIC_FEET_PER_CUBIC_METRE * STONE_TO_BRICK_WALL_THICKNESS, isBlock: false },
};

// ---------------------------------------------------------------- rooms, doors, windows and points

/*
 * Rooms (common Indian house-planning practice): each kitchen is one dwelling unit with one living hall;
 * rooms = bedrooms + kitchens + halls. Toilets: one attached toilet per bedroom, and at least one per
 * dwelling unit (NBC 2016 Part 9 asks for a water closet in every dwelling): toilets = max(bedrooms, kitchens).
 */

/**
 * Doors: one per bedroom and per toilet, a main door and a kitchen / utility door per dwelling unit,
 * and one terrace door. Source: common Indian house-planning practice.
 */
export const BOQ_DOORS = { perDwellingUnit: 2, terrace: 1 } as const;

/**
 * Windows: window area of at least 1/10 of the floor area (NBC 2016 Part 3, lighting and ventilation
 * of habitable rooms), in standard 4 ft x 4 ft (1.2 m x 1.2 m) windows, plus one ventilator per toilet.
 */
export const BOQ_WINDOWS = { openingShareOfFloorArea: 0.1, windowAreaSqft: 16, ventilatorsPerToilet: 1 } as const;

/**
 * Plumbing points: per toilet 5 (WC, wash basin, shower mixer, health faucet, floor trap); per kitchen 3
 * (sink, water purifier, washing machine in the utility); 2 for the building (garden tap, overhead tank).
 * Source: common plumbing-contractor point count.
 */
export const BOQ_PLUMBING_POINTS = { perToilet: 5, perKitchen: 3, perBuilding: 2 } as const;

/**
 * Electrical points (lights, fans, sockets, AC and appliance points): bedroom 10, living hall 12,
 * kitchen 10, toilet 4 (light, exhaust, geyser, socket), staircase / landing 4 per floor, and 2 outside
 * (gate light, pump). Source: common room-wise point count of Indian electrical contractors.
 */
export const BOQ_ELECTRICAL_POINTS = { perBedroom: 10, perHall: 12, perKitchen: 10, perToilet: 4, perFloor: 4, outdoor: 2 } as const;
