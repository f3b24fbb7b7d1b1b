import { describe, expect, it } from 'vitest';
import { countedFigures } from './countedFigures.ts';

describe('countedFigures', () => {
  it('shows what the database counted, in Indian digit grouping, one or many', () => {
    expect(countedFigures({ cities: 1, verified_sellers: 14, products: 123456 })).toEqual([
      { value: '1', label: 'City served' },
      { value: '14', label: 'Verified suppliers' },
      { value: '1,23,456', label: 'Products offered' },
    ]);
  });

  it('leaves out a count of 0, and shows nothing when nothing could be counted', () => {
    expect(countedFigures({ cities: 0, verified_sellers: 0, products: 2 })).toEqual([{ value: '2', label: 'Products offered' }]);
    expect(countedFigures(null)).toEqual([]);
  });
});
