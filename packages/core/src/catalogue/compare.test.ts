import { describe, expect, it } from 'vitest';
import { addToComparison, comparedSpecificationNames } from './compare.ts';
import { aProduct } from './testing.ts';

describe('comparison', () => {
  it('holds up to 4 products, each once', () => {
    let products = [1, 2, 3, 4].map((id) => aProduct({ id }));
    expect(addToComparison(products.slice(0, 3), aProduct({ id: 9 }))).toMatchObject({ ok: true });
    expect(addToComparison(products, aProduct({ id: 5 }))).toMatchObject({ ok: false, message: 'You can compare up to 4 products at a time.' });
    products = products.slice(0, 2);
    expect(addToComparison(products, aProduct({ id: 2 }))).toMatchObject({ ok: false, message: 'This product is already in the comparison.' });
  });

  it('lists every specification name in first-seen order', () => {
    const names = comparedSpecificationNames([
      aProduct({ specifications: { Grade: '53', Weight: '50 kg' } }),
      aProduct({ specifications: { Diameter: '12 mm', Grade: 'Fe 500D' } }),
    ]);
    expect(names).toEqual(['Grade', 'Weight', 'Diameter']);
  });
});
