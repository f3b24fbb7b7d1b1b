import { describe, expect, it } from 'vitest';
import { COST_ADDITIONAL_ITEMS, COST_FLOOR_OPTIONS, COST_PLOT_PRESETS, COST_QUALITY_OPTIONS, type CostQualityId } from './catalogue.ts';
import { calculateCost, defaultCostInput, floorsLabel, type CostInput, type CostResult } from './costCalculator.ts';

function resultOf(overrides: Partial<CostInput>): CostResult {
  const outcome = calculateCost({ ...defaultCostInput(), plotSizeSqft: 600, builtUpAreaSqft: 1000, ...overrides });
  if (!outcome.ok) throw new Error(`unexpected errors: ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

function messagesOf(overrides: Partial<CostInput>): string[] {
  const outcome = calculateCost({ ...defaultCostInput(), ...overrides });
  return outcome.ok ? [] : outcome.errors.map((error) => `${error.field}: ${error.message}`);
}

describe('catalogue (spec section 9)', () => {
  it('has the four rates', () => {
    expect(COST_QUALITY_OPTIONS.map((q) => [q.label, q.ratePerSqft])).toEqual([
      ['Basic', 1300],
      ['Standard', 1600],
      ['Premium', 2000],
      ['Luxury', 2500],
    ]);
  });

  it('has the four fixed additional costs, 2,65,000 in all', () => {
    expect(COST_ADDITIONAL_ITEMS.map((item) => [item.label, item.amount])).toEqual([
      ['Plan approval', 50000],
      ['Soil testing', 15000],
      ['Compound wall', 80000],
      ['Borewell and overhead tank', 120000],
    ]);
  });

  it('has floors G to G+3 and the four presets', () => {
    expect(COST_FLOOR_OPTIONS.map((f) => `${f.floors}=${f.label}`)).toEqual(['1=G', '2=G+1', '3=G+2', '4=G+3']);
    expect(COST_PLOT_PRESETS.map((p) => [p.label, p.plotSizeSqft, p.builtUpAreaSqft])).toEqual([
      ['20x30', 600, 1080],
      ['30x40', 1200, 2160],
      ['40x60', 2400, 4320],
      ['50x80', 4000, 7200],
    ]);
  });

  it('labels floors and knows nothing beyond G+3', () => {
    expect([1, 2, 3, 4].map(floorsLabel)).toEqual(['G', 'G+1', 'G+2', 'G+3']);
    expect(floorsLabel(5)).toBeUndefined();
  });
});

describe('calculateCost on 1,000 sq ft built-up', () => {
  // basic = 1000 x rate; supervision = 5%; contingency = 10%; grand = 1.15 x basic + 265000.
  const cases: Array<[CostQualityId, number, number, number, number, number]> = [
    // quality,   basic,     supervision, contingency, construction, grand total
    ['basic', 1_300_000, 65_000, 130_000, 1_495_000, 1_760_000],
    ['standard', 1_600_000, 80_000, 160_000, 1_840_000, 2_105_000],
    ['premium', 2_000_000, 100_000, 200_000, 2_300_000, 2_565_000],
    ['luxury', 2_500_000, 125_000, 250_000, 2_875_000, 3_140_000],
  ];
  it.each(cases)('%s: basic %i, grand total %i', (quality, basicCost, supervisionCost, contingencyCost, constructionCost, grandTotal) => {
    expect(resultOf({ quality })).toMatchObject({ basicCost, supervisionCost, contingencyCost, constructionCost, additionalCostsTotal: 265_000, grandTotal });
  });
});

describe('calculateCost: presets and rounding', () => {
  it('20x30 preset at Standard: 1080 x 1600 = 17,28,000 -> 22,52,200', () => {
    // supervision 86,400; contingency 1,72,800; construction 19,87,200; + 2,65,000.
    const result = resultOf({ plotSizeSqft: 600, builtUpAreaSqft: 1080, quality: 'standard' });
    expect([result.basicCost, result.supervisionCost, result.contingencyCost, result.constructionCost, result.grandTotal]).toEqual([
      1_728_000, 86_400, 172_800, 1_987_200, 2_252_200,
    ]);
  });

  it('rounds each amount to whole rupees: 1234.5 sq ft at Basic', () => {
    // basic 1234.5 x 1300 = 16,04,850; supervision 80,242.5 -> 80,243; contingency 1,60,485;
    // construction 18,45,578; grand total 21,10,578.
    const result = resultOf({ builtUpAreaSqft: 1234.5, quality: 'basic' });
    expect([result.basicCost, result.supervisionCost, result.contingencyCost, result.grandTotal]).toEqual([1_604_850, 80_243, 160_485, 2_110_578]);
  });

  it('uses the built-up area only: plot size and floors change nothing but the label', () => {
    const small = resultOf({ plotSizeSqft: 600, floors: 1 });
    const large = resultOf({ plotSizeSqft: 40_000, floors: 4 });
    expect(large.grandTotal).toBe(small.grandTotal);
    expect([small.floorsLabel, large.floorsLabel]).toEqual(['G', 'G+3']);
  });
});

describe('validation', () => {
  it('starts Standard, G+1, with empty areas that it refuses', () => {
    expect(defaultCostInput()).toMatchObject({ quality: 'standard', floors: 2 });
    expect(messagesOf({})).toEqual(['plotSizeSqft: Please enter the plot size', 'builtUpAreaSqft: Please enter a valid built-up area']);
  });

  it.each([0, -100, Number.POSITIVE_INFINITY])('refuses a built-up area of %d', (builtUpAreaSqft) => {
    expect(messagesOf({ plotSizeSqft: 600, builtUpAreaSqft })).toEqual(['builtUpAreaSqft: Please enter a valid built-up area']);
  });

  it.each([0, 5, 2.5])('refuses %d floors', (floors) => {
    expect(messagesOf({ plotSizeSqft: 600, builtUpAreaSqft: 1000, floors })).toEqual(['floors: Floors must be from G to G+3']);
  });
});
