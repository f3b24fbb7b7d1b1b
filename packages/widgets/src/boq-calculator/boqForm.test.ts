import { describe, expect, it } from 'vitest';
import { boqMaterialRows, evaluateBoqForm, initialBoqForm, rupeesWithLakh } from './boqForm.ts';
import { calculateBoq, DEFAULT_BOQ_REQUEST } from '@nirmaan/calculators';

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
    expect(outcome).toEqual({
      ok: false,
      errors: {
        plot_size: 'Please enter the plot size',
        no_of_floors: 'Number of floors must be a whole number from 1 to 10',
        no_of_bedrooms: 'Number of bedrooms must be a whole number from 1 to 50',
      },
    });
  });

  it('shows totals in lakh and lists the materials with their units', () => {
    expect(rupeesWithLakh(17_00_000)).toBe('₹17,00,000 (17 lakh)');
    const outcome = calculateBoq(DEFAULT_BOQ_REQUEST);
    if (!outcome.ok) throw new Error('default BOQ refused');
    const rows = boqMaterialRows(outcome.result);
    expect(rows[0]).toEqual({ material: 'Cement', quantity: String(outcome.result.cement_bags), unit: 'bags (50 kg)' });
    expect(rows.map((row) => row.material)).toContain('Masonry (Brick)');
  });
});
