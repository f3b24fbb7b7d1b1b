import { describe, expect, it } from 'vitest';
import { LABOUR_LOCATION_IDS, LABOUR_WORK_TYPES, type LabourLocationId, type LabourWorkTypeId } from './catalogue.ts';
import { calculateLabour, defaultLabourInput, type LabourInput, type LabourResult } from './labourCalculator.ts';

function inputFor(workType: LabourWorkTypeId, overrides: Partial<LabourInput> = {}, location: LabourLocationId = 'tier2'): LabourInput {
  return { ...defaultLabourInput(workType, location), quantity: 12000, days: 10, ...overrides };
}

function resultOf(input: LabourInput): LabourResult {
  const outcome = calculateLabour(input);
  if (!outcome.ok) throw new Error(`unexpected errors: ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

describe('labour work-type catalogue (spec section 9)', () => {
  it('has the spec units, productivities and ratios', () => {
    const table = Object.values(LABOUR_WORK_TYPES).map((t) => [t.id, t.unit, t.productivityPerSkilledPerDay, t.semiPerSkilled, t.helperPerSkilled]);
    expect(table).toEqual([
      ['masonry', 'sqft', 120, 1, 1],
      ['concreting', 'cft', 200, 1, 2],
      ['plastering', 'sqft', 300, 1, 1],
      ['painting', 'sqft', 500, 0.5, 0.5],
      ['tiling', 'sqft', 120, 0.5, 0.5],
      ['carpentry', 'sqft', 150, 0.5, 1],
      ['electrical', 'rft', 250, 0.5, 0.5],
      ['plumbing', 'rft', 200, 0.5, 0.5],
      ['custom', 'sqft', 200, 1, 1],
    ]);
  });

  it('starts every work type with the default wages 900 / 700 / 500', () => {
    expect(defaultLabourInput('painting', 'tier2').wages).toEqual({ skilled: 900, semiSkilled: 700, helper: 500 });
  });
});

describe('calculateLabour: 12,000 units in 10 days, tier 2 (factor 1.0), default ratios and wages', () => {
  // Hand-computed: skilled = max(1, ceil(12000 / (p x 10))), semi/helpers = ceil(skilled x ratio),
  // daily = skilled x 900 + semi x 700 + helpers x 500, total = daily x 10, per unit = total / 12000.
  const cases: Array<[LabourWorkTypeId, number, number, number, number, number, number]> = [
    // type,        skilled, semi, helpers, mandays, daily,  per unit
    ['masonry', 10, 10, 10, 300, 21000, 17.5],
    ['concreting', 6, 6, 12, 240, 15600, 13],
    ['plastering', 4, 4, 4, 120, 8400, 7],
    ['painting', 3, 2, 2, 70, 5100, 4.25], // 12000/5000 = 2.4 -> 3; 3 x 0.5 = 1.5 -> 2
    ['tiling', 10, 5, 5, 200, 15000, 12.5],
    ['carpentry', 8, 4, 8, 200, 14000, 11.67], // 140000 / 12000 = 11.666...
    ['electrical', 5, 3, 3, 110, 8100, 6.75], // 12000/2500 = 4.8 -> 5; 2.5 -> 3
    ['plumbing', 6, 3, 3, 120, 9000, 7.5],
    ['custom', 6, 6, 6, 180, 12600, 10.5],
  ];
  it.each(cases)('%s: %i skilled, %i semi-skilled, %i helpers', (workType, skilled, semi, helpers, mandays, daily, perUnit) => {
    const result = resultOf(inputFor(workType));
    expect(result.crew).toEqual({ skilled, semiSkilled: semi, helpers, headcount: skilled + semi + helpers });
    expect(result.mandays).toBe(mandays);
    expect(result.dailyCost).toBe(daily);
    expect(result.totalCost).toBe(daily * 10);
    expect(result.costPerUnit).toBe(perUnit);
    expect(result.unit).toBe(LABOUR_WORK_TYPES[workType].unit);
  });
});

describe('calculateLabour: location factors on masonry (base daily wages 21,000)', () => {
  const cases: Array<[LabourLocationId, number, number, number, number]> = [
    ['metro', 1.2, 25200, 252000, 21],
    ['tier1', 1.1, 23100, 231000, 19.25],
    ['tier2', 1.0, 21000, 210000, 17.5],
    ['rural', 0.9, 18900, 189000, 15.75],
  ];
  it.each(cases)('%s multiplies wages by %d', (location, factor, daily, total, perUnit) => {
    const result = resultOf(inputFor('masonry', {}, location));
    expect(result.locationFactor).toBe(factor);
    expect(result.dailyCost).toBe(daily);
    expect(result.totalCost).toBe(total);
    expect(result.costPerUnit).toBe(perUnit);
  });

  it('covers every location of the catalogue', () => {
    expect(cases.map(([id]) => id)).toEqual([...LABOUR_LOCATION_IDS]);
  });
});

describe('calculateLabour: edge cases', () => {
  it('always needs at least one skilled worker', () => {
    const result = resultOf(inputFor('masonry', { quantity: 10, days: 1 }));
    expect(result.crew).toEqual({ skilled: 1, semiSkilled: 1, helpers: 1, headcount: 3 });
    expect(result.totalCost).toBe(2100);
    expect(result.costPerUnit).toBe(210);
  });

  it('does not add a worker for floating-point noise (10 x 1.1 is 11, not 12)', () => {
    const result = resultOf(inputFor('masonry', { semiRatio: 1.1, helperRatio: 0.3 }));
    expect(result.crew.semiSkilled).toBe(11);
    expect(result.crew.helpers).toBe(3);
  });

  it('uses the custom productivity, ratios and wages', () => {
    const result = resultOf(
      inputFor('custom', { quantity: 500, days: 2, productivity: 100, semiRatio: 0, helperRatio: 2, wages: { skilled: 1000, semiSkilled: 0, helper: 400 } }),
    );
    // 500 / (100 x 2) = 2.5 -> 3 skilled; 0 semi; 6 helpers; daily 3000 + 2400 = 5400.
    expect(result.crew).toEqual({ skilled: 3, semiSkilled: 0, helpers: 6, headcount: 9 });
    expect(result.mandays).toBe(18);
    expect(result.totalCost).toBe(10800);
    expect(result.costPerUnit).toBe(21.6);
  });

  it('advises a 10-15% contingency', () => {
    expect(resultOf(inputFor('plumbing')).notes.join(' ')).toContain('10-15% contingency');
  });
});

describe('validation messages (spec section 5)', () => {
  const messagesFor = (overrides: Partial<LabourInput>) => {
    const outcome = calculateLabour(inputFor('masonry', overrides));
    return outcome.ok ? [] : outcome.errors.map((e) => e.message);
  };

  it.each([0, -5, Number.NaN])('quantity %d: "Please enter a valid quantity"', (quantity) => {
    expect(messagesFor({ quantity })).toEqual(['Please enter a valid quantity']);
  });

  it.each([0, -1, Number.NaN])('duration %d: "Please enter a valid duration (days)"', (days) => {
    expect(messagesFor({ days })).toEqual(['Please enter a valid duration (days)']);
  });

  it.each([0, -1, Number.NaN])('productivity %d: "Please enter a valid productivity per skilled worker per day"', (productivity) => {
    expect(messagesFor({ productivity })).toEqual(['Please enter a valid productivity per skilled worker per day']);
  });

  it('reports every invalid field at once, in form order', () => {
    expect(messagesFor({ quantity: 0, days: 0, productivity: 0 })).toEqual([
      'Please enter a valid quantity',
      'Please enter a valid duration (days)',
      'Please enter a valid productivity per skilled worker per day',
    ]);
  });

  it('rejects negative ratios and wages', () => {
    expect(messagesFor({ semiRatio: -0.5 })).toEqual(['Ratios cannot be negative']);
    expect(messagesFor({ wages: { skilled: 900, semiSkilled: -1, helper: 500 } })).toEqual(['Wages cannot be negative']);
  });
});

describe('result notes', () => {
  it('explain the capacity and the location factor in Indian number style', () => {
    const notes = resultOf(inputFor('masonry', {}, 'tier2')).notes;
    expect(notes[0]).toBe('10 skilled workers at 120 sqft/day can finish 12,000 sqft in 10 days.');
    expect(notes[1]).toBe('Wages include the tier 2 city location factor of 1.0.');
  });
});
