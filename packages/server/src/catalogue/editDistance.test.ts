import { describe, expect, it } from 'vitest';
import { editDistance, typoBudget, typoCost } from './editDistance.ts';

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('cmeent', 'cement')).toBe(1);
    expect(editDistance('grnaite', 'granite')).toBe(1);
    expect(editDistance('birck', 'brick')).toBe(1);
  });

  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('cemnt', 'cement')).toBe(1);
    expect(editDistance('cemant', 'cement')).toBe(1);
    expect(editDistance('waterprufing', 'waterproofing')).toBe(2);
    expect(editDistance('cement', 'cement')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('paint', 'pair')).toBe(2);
  });
});

describe('typoBudget', () => {
  it('allows no typo under 5 letters, one from 5, two from 9', () => {
    expect(typoBudget('san')).toBe(0);
    expect(typoBudget('tiel')).toBe(0);
    expect(typoBudget('cemnt')).toBe(1);
    expect(typoBudget('ultrateck')).toBe(2);
  });
});

describe('typoCost', () => {
  it('charges one more for a wrong first letter, not for a swap of the first two', () => {
    expect(typoCost('xement', 'cement')).toBe(2);
    expect(typoCost('hnige', 'hinge')).toBe(1);
    expect(typoCost('ecment', 'cement')).toBe(1);
  });
});
