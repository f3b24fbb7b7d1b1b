import { describe, expect, it } from 'vitest';
import { inventedText, uncountedFigures } from './inventedText.ts';

describe('inventedText', () => {
  it('finds the placeholders the site showed before issue 28', () => {
    expect(inventedText('Phone: +91 80 0000 0000')).toEqual(['a placeholder number ("0000 0000"): "…Phone: +91 80 0000 0000…"']);
    expect(inventedText('Site marking Video coming soon')).toEqual(['a promise of something not built ("coming soon"): "…Site marking Video coming soon…"']);
    expect(inventedText('Price alerts are on their way.')).toHaveLength(1);
    expect(inventedText('Floor 2, 100 Example Road, Bengaluru')).toHaveLength(1);
    expect(inventedText('Write to support@nirmaan.example')).toHaveLength(1);
    expect(inventedText('500+ verified suppliers')).toEqual(['a rounded-up count: "…500+ verified suppliers…"']);
    expect(inventedText('10,000+ builders and contractors')).toHaveLength(1);
  });

  it('lets real text through: prices, phone numbers, counts, a plus in a sum', () => {
    expect(inventedText('₹250 base + ₹25/km; call +91 80 4123 4567; 14 Verified suppliers; for example, M-sand')).toEqual([]);
  });
});

describe('uncountedFigures', () => {
  const figures = { cities: 3, verified_sellers: 14, products: 34 };
  it('accepts the counted figures and the promises, and names any other', () => {
    const shown = [
      { value: '3', label: 'Cities served' },
      { value: '14', label: 'Verified suppliers' },
      { value: '2 hrs', label: 'Quote response' },
      { value: '500+', label: 'Verified suppliers' },
    ];
    expect(uncountedFigures(shown, figures, ['2 hrs Quote response'])).toEqual(['a figure the database did not count: "500+ Verified suppliers"']);
  });
});
