import { describe, expect, it } from 'vitest';
import {
  evaluateHouseForm,
  HOUSE_CHOICES,
  HOUSE_PLOT_FIELDS,
  HOUSE_ROOM_FIELDS,
  houseMaterialRows,
  initialHouseForm,
  startingHouseForm,
  withHouseChoice,
} from './houseForm.ts';

const plot = { plotLength: '30', plotWidth: '40', floors: '2', bedrooms: '3' };

describe('house form values', () => {
  it('starts with an empty plot and the spec defaults', () => {
    expect(initialHouseForm()).toEqual({
      plotLength: '',
      plotWidth: '',
      floors: '',
      bedrooms: '2',
      toilets: '2',
      kitchens: '1',
      wallType: 'blocks',
      finish: 'standard',
      woodwork: 'normalWood',
      flooring: 'marble',
      paint: 'normal',
      sanitary: 'normal',
      interior: 'normal',
    });
  });

  it('hints the spec ranges: floors 1-10, bedrooms 1-20, toilets 1-15, kitchens 1-5', () => {
    expect([...HOUSE_PLOT_FIELDS, ...HOUSE_ROOM_FIELDS].map((f) => [f.label, f.hint ?? ''])).toEqual([
      ['Plot length (ft)', ''],
      ['Plot width (ft)', ''],
      ['Number of floors', '1-10'],
      ['Bedrooms', '1-20'],
      ['Toilets', '1-15'],
      ['Kitchens', '1-5'],
    ]);
  });

  it('shows rates and surcharges in the option text', () => {
    const labels = (key: string) => HOUSE_CHOICES.find((c) => c.key === key)?.options.map((o) => o.label);
    expect(labels('finish')).toEqual(['Basic (₹1,200/sq ft)', 'Standard (₹1,800/sq ft)', 'Premium (₹2,500/sq ft)', 'Luxury (₹3,500/sq ft)']);
    expect(labels('woodwork')).toEqual(['Normal wood', 'Premium wood (+10%)', 'UPVC / Aluminium (+15%)']);
    expect(labels('interior')).toEqual(['Normal interior', 'Premium interior (+10%)', 'Luxury interior (+20%)']);
  });

  it('keeps only known choices', () => {
    expect(withHouseChoice(initialHouseForm(), 'flooring', 'granite').flooring).toBe('granite');
    expect(withHouseChoice(initialHouseForm(), 'flooring', 'carpet').flooring).toBe('marble');
    expect(startingHouseForm({ finish: 'luxury', wallType: 'mud' as never, floors: '3' })).toMatchObject({ finish: 'luxury', wallType: 'blocks', floors: '3' });
  });

  it("puts the spec's message on the plot boxes and floors", () => {
    expect(evaluateHouseForm(initialHouseForm())).toEqual({
      ok: false,
      errors: {
        plotLength: 'Please enter valid plot dimensions and number of floors',
        plotWidth: 'Please enter valid plot dimensions and number of floors',
        floors: 'Please enter valid plot dimensions and number of floors',
      },
    });
  });

  it('lists blocks for block walls and clay bricks for brick walls', () => {
    const blocks = evaluateHouseForm({ ...initialHouseForm(), ...plot });
    if (!blocks.ok) throw new Error('expected a result');
    expect(houseMaterialRows(blocks.detail.result).map((r) => `${r.material}: ${r.quantity} ${r.unit}`)).toEqual([
      'Cement: 3,060 bags (50 kg)',
      'Steel: 6,120 kg',
      'Blocks: 2,448 pieces',
      'Doors and windows: 1,020 units',
      'Paint: 510 litres',
      'Sanitary fittings: 5 units',
      'Flooring: 2,040 sq ft',
      'Interior work: 2,040 sq ft',
    ]);
    const bricks = evaluateHouseForm({ ...initialHouseForm(), ...plot, wallType: 'bricks' });
    if (!bricks.ok) throw new Error('expected a result');
    expect(houseMaterialRows(bricks.detail.result).map((r) => r.material)).toContain('Clay bricks');
    expect(houseMaterialRows(bricks.detail.result).map((r) => r.material)).not.toContain('Blocks');
  });
});
