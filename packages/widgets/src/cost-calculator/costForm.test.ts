import { COST_PLOT_PRESETS } from '@nirmaan/calculators';
import { localeFormat } from '@nirmaan/core';
import { describe, expect, it } from 'vitest';
import { COST_FLOORS_SELECT_OPTIONS, costQualityOptions, evaluateCostForm, initialCostForm, startingCostForm, withPreset } from './costForm.ts';
import english from './messages/compiled/en.js';
import tamil from './messages/compiled/ta.js';

describe('cost form values', () => {
  it('starts with empty areas, Standard and G+1', () => {
    expect(initialCostForm()).toEqual({ plotSize: '', builtUpArea: '', quality: 'standard', floors: '2' });
  });

  it('offers the four rates and floors G to G+3', () => {
    expect(costQualityOptions(english, localeFormat('en')).map((o) => o.label)).toEqual([
      'Basic (₹1,300/sq ft)',
      'Standard (₹1,600/sq ft)',
      'Premium (₹2,000/sq ft)',
      'Luxury (₹2,500/sq ft)',
    ]);
    expect(costQualityOptions(tamil, localeFormat('ta'))[3]?.label).toBe('ஆடம்பரம் (₹2,500/sq ft)');
    expect(COST_FLOORS_SELECT_OPTIONS).toEqual([
      { value: '1', label: 'G' },
      { value: '2', label: 'G+1' },
      { value: '3', label: 'G+2' },
      { value: '4', label: 'G+3' },
    ]);
  });

  it('fills both areas from a preset and keeps quality and floors', () => {
    const preset = COST_PLOT_PRESETS[1];
    if (!preset) throw new Error('missing preset');
    const values = withPreset({ ...initialCostForm(), quality: 'premium', floors: '3' }, preset);
    expect(values).toEqual({ plotSize: '1200', builtUpArea: '2160', quality: 'premium', floors: '3' });
  });

  it('ignores unknown starting choices', () => {
    expect(startingCostForm({ quality: 'gold' as never, floors: '9' })).toEqual(initialCostForm());
    expect(startingCostForm({ quality: 'luxury', floors: '4' })).toMatchObject({ quality: 'luxury', floors: '4' });
  });

  it('refuses empty areas, naming each box', () => {
    expect(evaluateCostForm(initialCostForm())).toEqual({
      ok: false,
      errors: { plotSize: 'plotSize', builtUpArea: 'builtUpArea' },
    });
  });

  it('estimates 1,080 sq ft at Standard: 22,52,200 in all', () => {
    const outcome = evaluateCostForm({ ...initialCostForm(), plotSize: '600', builtUpArea: '1080' });
    if (!outcome.ok) throw new Error('expected a result');
    expect(outcome.detail.result).toMatchObject({ basicCost: 1_728_000, supervisionCost: 86_400, contingencyCost: 172_800, grandTotal: 2_252_200 });
  });
});
