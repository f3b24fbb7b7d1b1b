import { describe, expect, it } from 'vitest';
import { localeFormat } from '@nirmaan/core';
import { evaluateBoqForm, initialBoqForm } from './boqForm.ts';
import { boqCatalogue } from './boqMessages.ts';
import { boqErrorText, boqMaterialRows, rupeesWithLakh } from './boqTexts.ts';
import hindi from './messages/compiled/hi.js';
import { calculateBoq, DEFAULT_BOQ_REQUEST } from '@nirmaan/calculators';

const english = boqCatalogue.english;
const en = localeFormat('en');

describe('BOQ form', () => {
  it("starts on the spec's defaults: plot 1000, 1 floor, 1 kitchen, 2 bedrooms, Medium, Brick, no lift, Interior, Normal, Vetrified, Normal", () => {
    expect(initialBoqForm()).toEqual({
      plot_size: '1000',
      no_of_floors: '1',
      no_of_kitchens: '1',
      no_of_bedrooms: '2',
      construction_quality: 'Medium',
      wall_type: 'Brick',
      lift_required: false,
      staircase_type: 'Interior',
      gate_type: 'Normal',
      floor_type: 'Vetrified',
      paint_type: 'Normal',
    });
    expect(evaluateBoqForm(initialBoqForm())).toEqual({ ok: true, detail: DEFAULT_BOQ_REQUEST });
  });

  it('names each number box that needs attention, with the same words as the server', () => {
    const outcome = evaluateBoqForm({ ...initialBoqForm(), plot_size: '', no_of_floors: '0', no_of_bedrooms: '2.5' });
    if (outcome.ok) throw new Error('bad form accepted');
    const texts = Object.fromEntries(Object.entries(outcome.errors).map(([field, key]) => [field, boqErrorText(key, english, en)]));
    expect(texts).toEqual({
      plot_size: 'Please enter the plot size',
      no_of_floors: 'Number of floors must be a whole number from 1 to 10',
      no_of_bedrooms: 'Number of bedrooms must be a whole number from 1 to 50',
    });
    expect(boqErrorText('invalid.plot_size', hindi, localeFormat('hi'))).toBe('प्लॉट का साइज़ 100 से 1,00,000 sq ft तक की पूरी संख्या होना चाहिए');
  });

  it('shows totals in lakh and lists the materials with their units', () => {
    expect(rupeesWithLakh(17_00_000, english, en)).toBe('₹17,00,000 (17 lakh)');
    expect(rupeesWithLakh(17_50_000, hindi, localeFormat('hi'))).toBe('₹17,50,000 (17.5 लाख)');
    const outcome = calculateBoq(DEFAULT_BOQ_REQUEST);
    if (!outcome.ok) throw new Error('default BOQ refused');
    const rows = boqMaterialRows(outcome.result, english, en);
    expect(rows[0]).toEqual({ material: 'Cement', quantity: String(outcome.result.cement_bags), unit: 'bags (50 kg)' });
    expect(rows.map((row) => row.material)).toContain('Masonry (Brick)');
  });
});
