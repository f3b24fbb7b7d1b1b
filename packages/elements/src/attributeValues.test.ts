import { describe, expect, it } from 'vitest';
import { attributeProblemText } from './attributeProblemText.ts';
import { checkAttributeValues } from './attributeValues.ts';

const TYPES = { workType: 'string', floors: 'number', productId: 'number', open: 'boolean', heading: 'string', partnerId: 'string' } as const;
const ALLOWED = { workType: ['masonry', 'tiling'], floors: [1, 2, 3, 4] };

describe('checkAttributeValues', () => {
  it('passes allowed values, free text and absent attributes through', () => {
    const given = { workType: 'tiling', floors: 2, productId: 7, open: true, heading: 'Anything at all', partnerId: 'Sri Ram Traders' };
    expect(checkAttributeValues(given, TYPES, ALLOWED)).toEqual({ values: given, problems: [] });
    expect(checkAttributeValues({ workType: undefined, floors: null }, TYPES, ALLOWED).problems).toEqual([]);
  });

  it('names the text of a number attribute that is no number, as the element passes it on', () => {
    expect(checkAttributeValues({ productId: 'abc' }, TYPES, ALLOWED).problems.map(attributeProblemText)).toEqual([
      'product-id="abc" is not a number: the default is shown instead.',
    ]);
  });

  it('turns a value outside the set, or a number that is none, into the default, naming the attribute and what it takes', () => {
    const given = { workType: 'Tiling', floors: 9, productId: Number.NaN, heading: 'Cement', partnerId: 'x'.repeat(65) };
    const { values, problems } = checkAttributeValues(given, TYPES, ALLOWED);
    expect(values).toEqual({ workType: undefined, floors: undefined, productId: undefined, heading: 'Cement', partnerId: undefined });
    expect(problems.map(attributeProblemText)).toEqual([
      'work-type="Tiling" is not one of masonry, tiling: the default is shown instead.',
      'floors="9" is not one of 1, 2, 3, 4: the default is shown instead.',
      'product-id="NaN" is not a number: the default is shown instead.',
      `partner-id="${'x'.repeat(65)}" is not a partner id (partner id must be 1 to 64 characters without line breaks or control characters): the default is shown instead.`,
    ]);
  });
});
