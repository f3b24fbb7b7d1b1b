/**
 * House Construction Calculator constants, exactly as spec/seller-admin-toolkit.md section 9 lists them.
 * Plot dimensions are in feet; every per-area quantity is per square foot of built-up area.
 */

/** One choice of a select with the fraction it adds to the cost per sq ft (0.10 = +10%). */
export interface HouseOption<Id extends string> {
  readonly id: Id;
  readonly label: string;
  readonly surcharge: number;
}

// ---------------------------------------------------------------- built-up area

/** Built-up area = plot area x floors x efficiency; the efficiency starts at 0.85 ... */
export const HOUSE_BASE_EFFICIENCY = 0.85;
/** ... plus 0.05 when there are more than 2 floors ... */
export const HOUSE_EFFICIENCY_BONUS_ABOVE_TWO_FLOORS = 0.05;
/** ... plus 0.02 when there are more than 4 bedrooms. */
export const HOUSE_EFFICIENCY_BONUS_ABOVE_FOUR_BEDROOMS = 0.02;

// ---------------------------------------------------------------- quantities per sq ft of built-up area

export const HOUSE_QUANTITIES_PER_SQFT = {
  /** 50 kg bags of cement. */
  cementBags: 1.5,
  steelKg: 3,
  /** Used when the walls are blocks. */
  blocks: 1.2,
  /** Used when the walls are clay bricks. */
  clayBricks: 2.75,
  doorsAndWindows: 0.5,
} as const;

/** Paint litres = built-up x 2.5 / 10. */
export const HOUSE_PAINT_AREA_FACTOR = 2.5;
export const HOUSE_PAINT_DIVISOR = 10;
/** Sanitary units = built-up / 500. */
export const HOUSE_SQFT_PER_SANITARY_UNIT = 500;

// ---------------------------------------------------------------- walls and finishes

export const HOUSE_WALL_TYPE_IDS = ['bricks', 'blocks', 'concrete'] as const;

export type HouseWallTypeId = (typeof HOUSE_WALL_TYPE_IDS)[number];

export const HOUSE_WALL_TYPES: Readonly<Record<HouseWallTypeId, { readonly id: HouseWallTypeId; readonly label: string }>> = {
  bricks: { id: 'bricks', label: 'Bricks' },
  blocks: { id: 'blocks', label: 'Blocks' },
  concrete: { id: 'concrete', label: 'Concrete' },
};

export const HOUSE_FINISH_IDS = ['basic', 'standard', 'premium', 'luxury'] as const;

export type HouseFinishId = (typeof HOUSE_FINISH_IDS)[number];

export interface HouseFinish {
  readonly id: HouseFinishId;
  readonly label: string;
  /** Construction cost per sq ft of built-up area before surcharges, in rupees. */
  readonly ratePerSqft: number;
}

export const HOUSE_FINISHES: Readonly<Record<HouseFinishId, HouseFinish>> = {
  basic: { id: 'basic', label: 'Basic', ratePerSqft: 1200 },
  standard: { id: 'standard', label: 'Standard', ratePerSqft: 1800 },
  premium: { id: 'premium', label: 'Premium', ratePerSqft: 2500 },
  luxury: { id: 'luxury', label: 'Luxury', ratePerSqft: 3500 },
};

export const HOUSE_WOODWORK_IDS = ['normalWood', 'premiumWood', 'upvcAluminium'] as const;
export type HouseWoodworkId = (typeof HOUSE_WOODWORK_IDS)[number];

export const HOUSE_WOODWORK: Readonly<Record<HouseWoodworkId, HouseOption<HouseWoodworkId>>> = {
  normalWood: { id: 'normalWood', label: 'Normal wood', surcharge: 0 },
  premiumWood: { id: 'premiumWood', label: 'Premium wood', surcharge: 0.1 },
  upvcAluminium: { id: 'upvcAluminium', label: 'UPVC / Aluminium', surcharge: 0.15 },
};

/**
 * Flooring. The spec gives surcharges for granite and marble only; vitrified tiles are added as the
 * choice without a surcharge so a person can price the plainest floor.
 */
export const HOUSE_FLOORING_IDS = ['vitrifiedTiles', 'granite', 'marble'] as const;
export type HouseFlooringId = (typeof HOUSE_FLOORING_IDS)[number];

export const HOUSE_FLOORING: Readonly<Record<HouseFlooringId, HouseOption<HouseFlooringId>>> = {
  vitrifiedTiles: { id: 'vitrifiedTiles', label: 'Vitrified tiles', surcharge: 0 },
  granite: { id: 'granite', label: 'Granite', surcharge: 0.05 },
  marble: { id: 'marble', label: 'Marble', surcharge: 0.1 },
};

export const HOUSE_PAINT_IDS = ['normal', 'premium'] as const;
export type HousePaintId = (typeof HOUSE_PAINT_IDS)[number];

export const HOUSE_PAINTS: Readonly<Record<HousePaintId, HouseOption<HousePaintId>>> = {
  normal: { id: 'normal', label: 'Normal paint', surcharge: 0 },
  premium: { id: 'premium', label: 'Premium paint', surcharge: 0.03 },
};

export const HOUSE_SANITARY_IDS = ['normal', 'premium'] as const;
export type HouseSanitaryId = (typeof HOUSE_SANITARY_IDS)[number];

export const HOUSE_SANITARY: Readonly<Record<HouseSanitaryId, HouseOption<HouseSanitaryId>>> = {
  normal: { id: 'normal', label: 'Normal sanitary', surcharge: 0 },
  premium: { id: 'premium', label: 'Premium sanitary', surcharge: 0.05 },
};

export const HOUSE_INTERIOR_IDS = ['normal', 'premium', 'luxury'] as const;
export type HouseInteriorId = (typeof HOUSE_INTERIOR_IDS)[number];

export const HOUSE_INTERIORS: Readonly<Record<HouseInteriorId, HouseOption<HouseInteriorId>>> = {
  normal: { id: 'normal', label: 'Normal interior', surcharge: 0 },
  premium: { id: 'premium', label: 'Premium interior', surcharge: 0.1 },
  luxury: { id: 'luxury', label: 'Luxury interior', surcharge: 0.2 },
};

// ---------------------------------------------------------------- option lists for selects, in display order

export const HOUSE_WALL_TYPE_OPTIONS = HOUSE_WALL_TYPE_IDS.map((id) => HOUSE_WALL_TYPES[id]);
export const HOUSE_FINISH_OPTIONS = HOUSE_FINISH_IDS.map((id) => HOUSE_FINISHES[id]);
export const HOUSE_WOODWORK_OPTIONS = HOUSE_WOODWORK_IDS.map((id) => HOUSE_WOODWORK[id]);
export const HOUSE_FLOORING_OPTIONS = HOUSE_FLOORING_IDS.map((id) => HOUSE_FLOORING[id]);
export const HOUSE_PAINT_OPTIONS = HOUSE_PAINT_IDS.map((id) => HOUSE_PAINTS[id]);
export const HOUSE_SANITARY_OPTIONS = HOUSE_SANITARY_IDS.map((id) => HOUSE_SANITARY[id]);
export const HOUSE_INTERIOR_OPTIONS = HOUSE_INTERIOR_IDS.map((id) => HOUSE_INTERIORS[id]);

// ---------------------------------------------------------------- form hints and defaults

/** The hint ranges the form shows (spec section 2): floors 1-10, bedrooms 1-20, toilets 1-15, kitchens 1-5. */
export const HOUSE_INPUT_RANGES = {
  floors: { min: 1, max: 10 },
  bedrooms: { min: 1, max: 20 },
  toilets: { min: 1, max: 15 },
  kitchens: { min: 1, max: 5 },
} as const;

export const DEFAULT_HOUSE_WALL_TYPE: HouseWallTypeId = 'blocks';
export const DEFAULT_HOUSE_FINISH: HouseFinishId = 'standard';
export const DEFAULT_HOUSE_WOODWORK: HouseWoodworkId = 'normalWood';
export const DEFAULT_HOUSE_FLOORING: HouseFlooringId = 'marble';
export const DEFAULT_HOUSE_PAINT: HousePaintId = 'normal';
export const DEFAULT_HOUSE_SANITARY: HouseSanitaryId = 'normal';
export const DEFAULT_HOUSE_INTERIOR: HouseInteriorId = 'normal';

/**
 * Room counts the form starts with. The spec gives no defaults for them; these match the BOQ
 * calculator's defaults (2 bedrooms, 1 kitchen) with one toilet per bedroom.
 */
export const DEFAULT_HOUSE_ROOMS = { bedrooms: 2, toilets: 2, kitchens: 1 } as const;

export const HOUSE_LABOUR_NOTE = 'Labour is not included.';
export const HOUSE_CONTINGENCY_ADVICE = 'Add 10-15% contingency for price changes and unforeseen work.';
