import { describe, expect, it } from 'vitest';
import {
  HOUSE_FINISH_OPTIONS,
  HOUSE_FLOORING_OPTIONS,
  HOUSE_INPUT_RANGES,
  HOUSE_INTERIOR_OPTIONS,
  HOUSE_WALL_TYPE_OPTIONS,
  HOUSE_WOODWORK_OPTIONS,
  type HouseFinishId,
} from './catalogue.ts';
import { calculateHouse, defaultHouseInput, houseEfficiency, type HouseInput, type HouseResult } from './houseCalculator.ts';

/** A 30 x 40 ft plot (1,200 sq ft), two floors, 3 bedrooms, spec defaults for everything else. */
function inputWith(overrides: Partial<HouseInput> = {}): HouseInput {
  return { ...defaultHouseInput(), plotLength: 30, plotWidth: 40, floors: 2, bedrooms: 3, ...overrides };
}

function resultOf(input: HouseInput): HouseResult {
  const outcome = calculateHouse(input);
  if (!outcome.ok) throw new Error(`unexpected errors: ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

function messagesOf(input: HouseInput): string[] {
  const outcome = calculateHouse(input);
  return outcome.ok ? [] : outcome.errors.map((error) => `${error.field}: ${error.message}`);
}

describe('defaults (spec section 9)', () => {
  it('are blocks, standard finish, normal wood, marble, normal paint, sanitary and interior', () => {
    expect(defaultHouseInput()).toMatchObject({
      wallType: 'blocks',
      finish: 'standard',
      woodwork: 'normalWood',
      flooring: 'marble',
      paint: 'normal',
      sanitary: 'normal',
      interior: 'normal',
    });
  });

  it('lists the three wall types and the four finishes with their rates', () => {
    expect(HOUSE_WALL_TYPE_OPTIONS.map((w) => w.id)).toEqual(['bricks', 'blocks', 'concrete']);
    expect(HOUSE_FINISH_OPTIONS.map((f) => [f.label, f.ratePerSqft])).toEqual([
      ['Basic', 1200],
      ['Standard', 1800],
      ['Premium', 2500],
      ['Luxury', 3500],
    ]);
  });

  it('exports the form hint ranges', () => {
    expect(HOUSE_INPUT_RANGES).toEqual({
      floors: { min: 1, max: 10 },
      bedrooms: { min: 1, max: 20 },
      toilets: { min: 1, max: 15 },
      kitchens: { min: 1, max: 5 },
    });
  });
});

describe('efficiency: 0.85, +0.05 if floors > 2, +0.02 if bedrooms > 4', () => {
  const cases: Array<[number, number, number]> = [
    [1, 1, 0.85],
    [2, 4, 0.85],
    [3, 4, 0.9],
    [2, 5, 0.87],
    [3, 5, 0.92],
    [10, 20, 0.92],
  ];
  it.each(cases)('%i floors, %i bedrooms: %d', (floors, bedrooms, efficiency) => {
    expect(houseEfficiency(floors, bedrooms)).toBe(efficiency);
  });
});

describe('30 x 40 ft plot, 2 floors, 3 bedrooms, defaults', () => {
  // built-up = 1200 x 2 x 0.85 = 2040 sq ft.
  const result = resultOf(inputWith());

  it('has a built-up area of 2,040 sq ft', () => {
    expect(result.plotAreaSqft).toBe(1200);
    expect(result.efficiency).toBe(0.85);
    expect(result.builtUpAreaSqft).toBe(2040);
  });

  it('needs the per-sq-ft quantities of the spec', () => {
    expect(result.quantities).toEqual({
      cementBags: 3060, // 2040 x 1.5
      steelKg: 6120, // 2040 x 3
      blocks: 2448, // 2040 x 1.2 (block walls)
      clayBricks: 0,
      doorsAndWindows: 1020, // 2040 x 0.5
      paintLitres: 510, // 2040 x 2.5 / 10
      sanitaryUnits: 5, // 2040 / 500 = 4.08 -> 5
      flooringAreaSqft: 2040,
      interiorAreaSqft: 2040,
    });
  });

  it('costs 1,800 x (1 + 0.10 for marble) = 1,980 per sq ft, 40,39,200 in all', () => {
    expect(result.baseRatePerSqft).toBe(1800);
    expect(result.surchargeRate).toBe(0.1);
    expect(result.costPerSqft).toBe(1980);
    expect(result.estimatedCost).toBe(4_039_200); // 2040 x 1980
  });

  it('excludes labour and advises a 10-15% contingency', () => {
    expect(result.notes.join(' ')).toMatch(/Labour is not included.*10-15% contingency/);
  });
});

describe('efficiency additions change the built-up area', () => {
  it('3 floors and 5 bedrooms: 1200 x 3 x 0.92 = 3,312 sq ft', () => {
    expect(resultOf(inputWith({ floors: 3, bedrooms: 5 })).builtUpAreaSqft).toBe(3312);
  });

  it('3 floors and 4 bedrooms: 1200 x 3 x 0.90 = 3,240 sq ft', () => {
    expect(resultOf(inputWith({ floors: 3, bedrooms: 4 })).builtUpAreaSqft).toBe(3240);
  });

  it('a 25.5 x 32 ft plot, 1 floor: 816 x 0.85 = 693.6 sq ft', () => {
    expect(resultOf(inputWith({ plotLength: 25.5, plotWidth: 32, floors: 1 })).builtUpAreaSqft).toBe(693.6);
  });
});

describe('wall type chooses bricks or blocks', () => {
  it('bricks: 2040 x 2.75 = 5,610 clay bricks and no blocks', () => {
    const { quantities } = resultOf(inputWith({ wallType: 'bricks' }));
    expect([quantities.clayBricks, quantities.blocks]).toEqual([5610, 0]);
  });

  it('concrete: neither bricks nor blocks', () => {
    const { quantities } = resultOf(inputWith({ wallType: 'concrete' }));
    expect([quantities.clayBricks, quantities.blocks]).toEqual([0, 0]);
  });
});

describe('finish rates and surcharges', () => {
  const finishCases: Array<[HouseFinishId, number]> = [
    ['basic', 1200],
    ['standard', 1800],
    ['premium', 2500],
    ['luxury', 3500],
  ];
  it.each(finishCases)('%s with vitrified tiles and no other surcharge: %i per sq ft', (finish, rate) => {
    const result = resultOf(inputWith({ finish, flooring: 'vitrifiedTiles' }));
    expect(result.costPerSqft).toBe(rate);
    expect(result.estimatedCost).toBe(2040 * rate);
  });

  it('has the spec surcharge of each option', () => {
    expect(HOUSE_WOODWORK_OPTIONS.map((o) => o.surcharge)).toEqual([0, 0.1, 0.15]);
    expect(HOUSE_FLOORING_OPTIONS.map((o) => [o.id, o.surcharge])).toEqual([
      ['vitrifiedTiles', 0],
      ['granite', 0.05],
      ['marble', 0.1],
    ]);
    expect(HOUSE_INTERIOR_OPTIONS.map((o) => o.surcharge)).toEqual([0, 0.1, 0.2]);
  });

  it('adds every surcharge: luxury x (1 + 0.15 + 0.10 + 0.03 + 0.05 + 0.20) = 5,355 per sq ft', () => {
    const result = resultOf(
      inputWith({ finish: 'luxury', woodwork: 'upvcAluminium', flooring: 'marble', paint: 'premium', sanitary: 'premium', interior: 'luxury' }),
    );
    expect(result.surchargeRate).toBe(0.53);
    expect(result.costPerSqft).toBe(5355); // 3500 x 1.53
    expect(result.estimatedCost).toBe(10_924_200); // 2040 x 5355
  });

  it('premium: premium wood and granite give 2,500 x 1.15 = 2,875 per sq ft', () => {
    expect(resultOf(inputWith({ finish: 'premium', woodwork: 'premiumWood', flooring: 'granite' })).costPerSqft).toBe(2875);
  });
});

describe("validation: 'Please enter valid plot dimensions and number of floors' (spec section 5)", () => {
  const spec = 'Please enter valid plot dimensions and number of floors';

  it.each([0, -30, Number.NaN, Number.POSITIVE_INFINITY])('plot length %d', (plotLength) => {
    expect(messagesOf(inputWith({ plotLength }))).toEqual([`plotLength: ${spec}`]);
  });

  it('reports plot width and floors too', () => {
    expect(messagesOf(inputWith({ plotWidth: 0, floors: Number.NaN }))).toEqual([`plotWidth: ${spec}`, `floors: ${spec}`]);
  });

  it('refuses counts outside the hint ranges, naming the range', () => {
    expect(messagesOf(inputWith({ floors: 11 }))).toEqual(['floors: Number of floors must be a whole number from 1 to 10']);
    expect(messagesOf(inputWith({ floors: 1.5 }))).toEqual(['floors: Number of floors must be a whole number from 1 to 10']);
    expect(messagesOf(inputWith({ bedrooms: 21, toilets: 0, kitchens: 6 }))).toEqual([
      'bedrooms: Number of bedrooms must be a whole number from 1 to 20',
      'toilets: Number of toilets must be a whole number from 1 to 15',
      'kitchens: Number of kitchens must be a whole number from 1 to 5',
    ]);
  });

  it('accepts the ends of the hint ranges', () => {
    expect(messagesOf(inputWith({ floors: 10, bedrooms: 20, toilets: 15, kitchens: 5 }))).toEqual([]);
    expect(messagesOf(inputWith({ floors: 1, bedrooms: 1, toilets: 1, kitchens: 1 }))).toEqual([]);
  });
});
