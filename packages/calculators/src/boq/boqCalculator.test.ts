import { describe, expect, it } from 'vitest';
import { BOQ_OPTIONS, BOQ_RATE_PER_SQFT, type BoqWallType } from './catalogue.ts';
import { calculateBoq, type BoqResponse } from './boqCalculator.ts';
import { DEFAULT_BOQ_REQUEST, parseBoqRequest, type BoqRequest } from './boqRequest.ts';

function responseOf(overrides: Partial<BoqRequest> = {}): BoqResponse {
  const outcome = calculateBoq({ ...DEFAULT_BOQ_REQUEST, ...overrides });
  if (!outcome.ok) throw new Error(`unexpected errors: ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

function messagesOf(overrides: Partial<BoqRequest>): string[] {
  const outcome = calculateBoq({ ...DEFAULT_BOQ_REQUEST, ...overrides });
  return outcome.ok ? [] : outcome.errors.map((error) => `${error.field}: ${error.message}`);
}

function parseMessages(body: unknown): string[] {
  const outcome = parseBoqRequest(body);
  return outcome.ok ? [] : outcome.errors.map((error) => `${error.field}: ${error.message}`);
}

describe('defaults and options (spec section 9)', () => {
  it('defaults to plot 1000, 1 floor, 1 kitchen, 2 bedrooms, Medium, Brick, no lift, Interior, Normal gate, Vetrified, Normal paint', () => {
    expect(DEFAULT_BOQ_REQUEST).toEqual({
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
    });
  });

  it('offers the spec options, spelled as the spec spells them', () => {
    const values = Object.fromEntries(Object.entries(BOQ_OPTIONS).map(([field, options]) => [field, options.map((o) => o.value)]));
    expect(values).toEqual({
      construction_quality: ['Normal', 'Medium', 'Premium'],
      wall_type: ['Brick', 'Concrete Block', 'AAC Block', 'Stone'],
      staircase_type: ['Interior', 'Exterior', 'Both'],
      gate_type: ['Normal', 'Auto'],
      floor_type: ['Vetrified', 'Marble', 'Granite'],
      paint_type: ['Normal', 'Premium'],
    });
    expect(BOQ_OPTIONS.floor_type[0]?.label).toBe('Vetrified');
  });
});

describe('the default request: a 1,000 sq ft plot, ground floor only', () => {
  it('gives every response field of the spec, hand-computed', () => {
    expect(responseOf()).toEqual({
      built_up_area: 780, // 1000 x 1 x 0.78
      rate_per_sqft: 1700, // Medium, no adjustments
      no_of_bedrooms: 2,
      no_of_toilets: 2, // max(2 bedrooms, 1 kitchen)
      no_of_rooms: 4, // 2 bedrooms + 1 kitchen + 1 hall
      staircase_type: 'Interior',
      lift_required: false,
      cement_bags: 312, // 780 x 0.4
      steel_kg: 3120, // 780 x 4
      m_sand_cft: 1404, // 780 x 1.8
      concrete_blocks: 0, // brick walls
      doors: 7, // 2 bedrooms + 2 toilets + 2 for the dwelling unit + 1 terrace
      windows: 7, // ceil(780 x 0.1 / 16 = 4.875) = 5, + 2 toilet ventilators
      plumbing_points: 15, // 2 x 5 + 1 x 3 + 2
      electrical_points: 56, // 2 x 10 + 1 x 12 + 1 x 10 + 2 x 4 + 1 x 4 + 2
      total_cost: 1_371_000, // 780 x 1700 = 13,26,000 + Normal gate 45,000
      wall_type: 'Brick',
      masonry_unit: 'bricks',
      masonry_quantity: 5850, // 780 x 0.015 m³ = 11.7 m³ x 500 bricks
      cost_breakdown: { construction: 1_326_000, lift: 0, exterior_staircase: 0, gate: 45_000 },
    });
  });
});

describe('masonry by wall type: 11.7 m³ of walling on 780 sq ft', () => {
  const cases: Array<[BoqWallType, string, number, number, number]> = [
    // wall type, unit, quantity, concrete_blocks, rate per sq ft
    ['Brick', 'bricks', 5850, 0, 1700], // 11.7 x 500
    ['Concrete Block', 'concrete blocks', 680, 680, 1660], // 11.7 / (0.41 x 0.21 x 0.2) = 679.44; 1700 - 40
    ['AAC Block', 'AAC blocks', 478, 478, 1675], // 11.7 / (0.603 x 0.203 x 0.2) = 477.91; 1700 - 25
    ['Stone', 'cft of stone masonry', 629, 0, 1760], // 11.7 x 35.3147 x 350 / 230 = 628.76; 1700 + 60
  ];
  it.each(cases)('%s: %s', (wall_type, unit, quantity, blocks, rate) => {
    const response = responseOf({ wall_type });
    expect([response.masonry_unit, response.masonry_quantity, response.concrete_blocks, response.rate_per_sqft]).toEqual([unit, quantity, blocks, rate]);
  });
});

describe('quality, finishes and lump sums', () => {
  it('uses the quality rates 1450 / 1700 / 2100', () => {
    expect(BOQ_RATE_PER_SQFT).toEqual({ Normal: 1450, Medium: 1700, Premium: 2100 });
    expect(responseOf({ construction_quality: 'Normal' }).total_cost).toBe(780 * 1450 + 45_000);
    expect(responseOf({ construction_quality: 'Premium' }).total_cost).toBe(780 * 2100 + 45_000);
  });

  it('prices every extra: Premium, AAC, Marble, premium paint, lift, both staircases, auto gate, 1200 sq ft G+2', () => {
    const response = responseOf({
      plot_size: 1200,
      no_of_floors: 3,
      no_of_kitchens: 3,
      no_of_bedrooms: 6,
      construction_quality: 'Premium',
      wall_type: 'AAC Block',
      lift_required: true,
      staircase_type: 'Both',
      gate_type: 'Auto',
      floor_type: 'Marble',
      paint_type: 'Premium',
    });
    expect(response.built_up_area).toBe(2808); // 1200 x 3 x 0.78
    expect(response.rate_per_sqft).toBe(2240); // 2100 - 25 + 130 + 35
    expect(response.cost_breakdown).toEqual({
      construction: 6_289_920, // 2808 x 2240
      lift: 700_000, // 6,00,000 for two stops + 1,00,000 for the third
      exterior_staircase: 360_000, // 3 flights x 1,20,000
      gate: 150_000,
    });
    expect(response.total_cost).toBe(7_499_920);
    expect([response.no_of_toilets, response.no_of_rooms, response.doors]).toEqual([6, 12, 19]); // 6; 6 + 3 + 3; 6 + 6 + 6 + 1
    expect(response.windows).toBe(24); // ceil(2808 x 0.1 / 16 = 17.55) = 18, + 6
    expect(response.plumbing_points).toBe(41); // 6 x 5 + 3 x 3 + 2
    expect(response.electrical_points).toBe(164); // 60 + 36 + 30 + 24 + 12 + 2
  });

  it('adds an exterior staircase for Exterior too, and nothing for Interior', () => {
    expect(responseOf({ no_of_floors: 2, staircase_type: 'Exterior' }).cost_breakdown.exterior_staircase).toBe(240_000);
    expect(responseOf({ no_of_floors: 2, staircase_type: 'Interior' }).cost_breakdown.exterior_staircase).toBe(0);
  });

  it('charges a lift for two stops on a one- or two-floor house', () => {
    expect(responseOf({ no_of_floors: 1, lift_required: true }).cost_breakdown.lift).toBe(600_000);
    expect(responseOf({ no_of_floors: 2, lift_required: true }).cost_breakdown.lift).toBe(600_000);
  });

  it('gives at least one toilet per kitchen', () => {
    expect(responseOf({ no_of_bedrooms: 1, no_of_kitchens: 3 }).no_of_toilets).toBe(3);
  });
});

describe("consistency with the spec article's plot-size table at Medium quality (±10%)", () => {
  // Default options (Medium, Brick, Interior, Normal gate, Vetrified, Normal paint, no lift).
  // built-up = plot x floors x 0.78; cost = built-up x 1700 + 45,000:
  //  600 x 2 -> 936 sq ft,  16,36,200 (-3.8%)   600 x 3 -> 1404,  24,31,800 (-2.7%)
  // 1200 x 2 -> 1872,       32,27,400 (+4.1%)  1200 x 3 -> 2808,  48,18,600 (+2.5%)
  // 2400 x 2 -> 3744,       64,09,800 (+5.1%)  2400 x 3 -> 5616,  95,92,200 (+1.0%)
  const table: Array<[string, number, number, number, number]> = [
    // plot, plot sq ft, floors (G+1 = 2), built-up sq ft, cost in rupees
    ['20x30 G+1', 600, 2, 1000, 1_700_000],
    ['20x30 G+2', 600, 3, 1450, 2_500_000],
    ['30x40 G+1', 1200, 2, 1850, 3_100_000],
    ['30x40 G+2', 1200, 3, 2800, 4_700_000],
    ['40x60 G+1', 2400, 2, 3600, 6_100_000],
    ['40x60 G+2', 2400, 3, 5600, 9_500_000],
  ];
  it.each(table)('%s: about %i sq ft and ₹%i', (_label, plot_size, no_of_floors, builtUp, cost) => {
    const response = responseOf({ plot_size, no_of_floors });
    expect(Math.abs(response.built_up_area / builtUp - 1)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(response.total_cost / cost - 1)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(response.total_cost / response.built_up_area / 1700 - 1)).toBeLessThanOrEqual(0.1);
  });
});

describe('validateBoqRequest: refuses bad numbers with clear messages', () => {
  it('plot size NaN (an empty box) is missing', () => {
    expect(messagesOf({ plot_size: Number.NaN })).toEqual(['plot_size: Please enter the plot size']);
  });

  it.each([0, -1000, 99, 100_001, 1e12, 1000.5, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('plot size %d is out of range', (plot_size) => {
    expect(messagesOf({ plot_size })).toEqual(['plot_size: Plot size must be a whole number of sq ft from 100 to 1,00,000']);
  });

  it('needs at least 1 floor, kitchen and bedroom (spec section 5), whole numbers within reason', () => {
    expect(messagesOf({ no_of_floors: 0, no_of_kitchens: -1, no_of_bedrooms: 0 })).toEqual([
      'no_of_floors: Number of floors must be a whole number from 1 to 10',
      'no_of_kitchens: Number of kitchens must be a whole number from 1 to 20',
      'no_of_bedrooms: Number of bedrooms must be a whole number from 1 to 50',
    ]);
    expect(messagesOf({ no_of_floors: 1.5, no_of_kitchens: 21, no_of_bedrooms: 51 })).toHaveLength(3);
  });

  it('accepts the limits themselves', () => {
    expect(messagesOf({ plot_size: 100, no_of_floors: 10, no_of_kitchens: 20, no_of_bedrooms: 50 })).toEqual([]);
  });
});

describe('parseBoqRequest: the server reads an untrusted JSON body with it', () => {
  it('accepts a full body and returns it typed', () => {
    expect(parseBoqRequest({ ...DEFAULT_BOQ_REQUEST, plot_size: 1200 })).toEqual({ ok: true, request: { ...DEFAULT_BOQ_REQUEST, plot_size: 1200 } });
  });

  it('fills missing choices and lift_required with the spec defaults', () => {
    expect(parseBoqRequest({ plot_size: 600, no_of_floors: 2, no_of_kitchens: 1, no_of_bedrooms: 3 })).toEqual({
      ok: true,
      request: { ...DEFAULT_BOQ_REQUEST, plot_size: 600, no_of_floors: 2, no_of_bedrooms: 3 },
    });
  });

  it('reads digit strings as a form sends them', () => {
    const outcome = parseBoqRequest({ plot_size: ' 1500 ', no_of_floors: '2', no_of_kitchens: '1', no_of_bedrooms: '3' });
    expect(outcome.ok && [outcome.request.plot_size, outcome.request.no_of_floors]).toEqual([1500, 2]);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, undefined, 'plot', 42, [1, 2]]) {
      expect(parseMessages(body)).toEqual(['body: The request body must be a JSON object']);
    }
  });

  it('reports missing counts, wrong types and unknown choices, once each, in form order', () => {
    expect(
      parseMessages({
        no_of_floors: 'two',
        no_of_kitchens: true,
        no_of_bedrooms: '-3',
        construction_quality: 'Ultra',
        lift_required: 'yes',
        floor_type: 'Vitrified',
      }),
    ).toEqual([
      'plot_size: Please enter the plot size',
      'no_of_floors: Number of floors must be a whole number from 1 to 10',
      'no_of_kitchens: Number of kitchens must be a whole number from 1 to 20',
      'no_of_bedrooms: Number of bedrooms must be a whole number from 1 to 50',
      'construction_quality: Construction quality must be one of: Normal, Medium, Premium',
      'lift_required: Lift required must be true or false',
      'floor_type: Floor type must be one of: Vetrified, Marble, Granite',
    ]);
  });

  it('refuses absurd numbers that JSON can carry', () => {
    expect(parseMessages({ ...DEFAULT_BOQ_REQUEST, plot_size: 1e308 })).toEqual(['plot_size: Plot size must be a whole number of sq ft from 100 to 1,00,000']);
  });

  it('validates typed requests with unknown choices too (a caller outside TypeScript)', () => {
    const request = { ...DEFAULT_BOQ_REQUEST, wall_type: 'Mud' } as unknown as BoqRequest;
    const outcome = calculateBoq(request);
    expect(outcome.ok ? [] : outcome.errors).toEqual([{ field: 'wall_type', message: 'Wall type must be one of: Brick, Concrete Block, AAC Block, Stone' }]);
  });
});
