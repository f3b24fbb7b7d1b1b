import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/testing.ts';
import { quoteFromProduct } from './quoteFromProduct.ts';
import { QUOTE_MATERIALS, QUOTE_UNITS } from './quoteRules.ts';

describe('quoteFromProduct', () => {
  it("opens the form on the product's material and the chosen quantity in its unit", () => {
    const cement = aProduct({ unit: 'Bag', category: 'OPC 53 Grade', parent_category: { id: 1, name: 'Cement' } });
    expect(quoteFromProduct(cement, 50)).toEqual({ material: 'Cement', prefill: { quantity: '50', unit: 'Bags', message: '' } });
    const sand = aProduct({ unit: 'Cft', category: 'Sand', parent_category: null });
    expect(quoteFromProduct(sand, 100).material).toBe('Bulk Material (Sand, Aggregate)');
  });

  it("says a unit the form does not offer in the message, and falls back to 'Other', always one of the form's choices", () => {
    const steel = aProduct({ name: 'JSW TMT 12 mm', display_name: null, unit: 'Kg', category: 'TMT Bars', parent_category: { id: 2, name: 'Steel' } });
    const quote = quoteFromProduct(steel, 500);
    expect(quote).toEqual({ material: 'TMT Bars', prefill: { quantity: '500', unit: 'Other', message: '500 Kg of JSW TMT 12 mm' } });
    const tiles = quoteFromProduct(aProduct({ unit: 'Sqft', category: 'Tiles', parent_category: null }), 10);
    expect(QUOTE_MATERIALS).toContain(tiles.material);
    expect(QUOTE_UNITS).toContain(tiles.prefill.unit);
  });
});
