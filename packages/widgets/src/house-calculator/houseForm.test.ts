import { localeFormat } from '@nirmaan/core';
import { describe, expect, it } from 'vitest';
import { evaluateHouseForm, HOUSE_PLOT_FIELDS, HOUSE_ROOM_FIELDS, initialHouseForm, startingHouseForm, withHouseChoice } from './houseForm.ts';
import { houseChoiceOptions, houseErrorText, houseMaterialRows } from './houseTexts.ts';
import english from './messages/compiled/en.js';
import kannada from './messages/compiled/kn.js';

const en = localeFormat('en');

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
    expect([...HOUSE_PLOT_FIELDS, ...HOUSE_ROOM_FIELDS].map((f) => [english[`field.${f.field}`](), f.hint ?? ''])).toEqual([
      ['Plot length (ft)', ''],
      ['Plot width (ft)', ''],
      ['Number of floors', '1-10'],
      ['Bedrooms', '1-20'],
      ['Toilets', '1-15'],
      ['Kitchens', '1-5'],
    ]);
  });

  it('shows rates and surcharges in the option text', () => {
    const labels = (key: 'finish' | 'woodwork' | 'interior') => houseChoiceOptions(key, english, en).map((o) => o.label);
    expect(labels('finish')).toEqual(['Basic (₹1,200/sq ft)', 'Standard (₹1,800/sq ft)', 'Premium (₹2,500/sq ft)', 'Luxury (₹3,500/sq ft)']);
    expect(labels('woodwork')).toEqual(['Normal wood', 'Premium wood (+10%)', 'UPVC / Aluminium (+15%)']);
    expect(labels('interior')).toEqual(['Normal interior', 'Premium interior (+10%)', 'Luxury interior (+20%)']);
    expect(houseChoiceOptions('flooring', kannada, localeFormat('kn')).map((o) => o.label)).toEqual(['ವಿಟ್ರಿಫೈಡ್ ಟೈಲ್ಸ್', 'ಗ್ರಾನೈಟ್ (+5%)', 'ಮಾರ್ಬಲ್ (+10%)']);
  });

  it('keeps only known choices', () => {
    expect(withHouseChoice(initialHouseForm(), 'flooring', 'granite').flooring).toBe('granite');
    expect(withHouseChoice(initialHouseForm(), 'flooring', 'carpet').flooring).toBe('marble');
    expect(startingHouseForm({ finish: 'luxury', wallType: 'mud' as never, floors: '3' })).toMatchObject({ finish: 'luxury', wallType: 'blocks', floors: '3' });
  });

  it("puts the spec's message on the plot boxes and floors, and a count's range on the count", () => {
    expect(evaluateHouseForm(initialHouseForm())).toEqual({ ok: false, errors: { plotLength: 'plot', plotWidth: 'plot', floors: 'plot' } });
    expect(houseErrorText('plot', english)).toBe('Please enter valid plot dimensions and number of floors');
    expect(evaluateHouseForm({ ...initialHouseForm(), ...plot, floors: '11', kitchens: '6' })).toEqual({
      ok: false,
      errors: { floors: 'floors', kitchens: 'kitchens' },
    });
    expect(houseErrorText('kitchens', english)).toBe('Number of kitchens must be a whole number from 1 to 5');
  });

  it('lists blocks for block walls and clay bricks for brick walls', () => {
    const blocks = evaluateHouseForm({ ...initialHouseForm(), ...plot });
    if (!blocks.ok) throw new Error('expected a result');
    expect(houseMaterialRows(blocks.detail.result, english, en).map((r) => `${r.material}: ${r.quantity} ${r.unit}`)).toEqual([
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
    expect(houseMaterialRows(bricks.detail.result, english, en).map((r) => r.material)).toContain('Clay bricks');
    expect(houseMaterialRows(bricks.detail.result, english, en).map((r) => r.material)).not.toContain('Blocks');
  });
});
