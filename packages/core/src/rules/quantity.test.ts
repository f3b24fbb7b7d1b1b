import { describe, expect, it } from 'vitest';
import { clampQuantity, isOverStock } from './quantity.ts';

describe('quantity input (spec §5: minimum 1, maximum the stock, non-numeric falls back to 1)', () => {
  it('keeps a quantity within 1 and the stock', () => {
    expect(clampQuantity('5', 20)).toBe(5);
    expect(clampQuantity(20, 20)).toBe(20);
  });

  it('raises anything under 1 to 1', () => {
    expect(clampQuantity('0', 20)).toBe(1);
    expect(clampQuantity(-3, 20)).toBe(1);
  });

  it('caps at the listing stock', () => {
    expect(clampQuantity('25', 20)).toBe(20);
    expect(clampQuantity(1000, 49)).toBe(49);
  });

  it('falls back to 1 for non-numeric input', () => {
    expect(clampQuantity('', 20)).toBe(1);
    expect(clampQuantity('abc', 20)).toBe(1);
    expect(clampQuantity(Number.NaN, 20)).toBe(1);
  });

  it('cuts fractions to whole units', () => {
    expect(clampQuantity('3.7', 20)).toBe(3);
    expect(clampQuantity(3.7, 20)).toBe(3);
  });

  it('answers 1 when there is no stock at all', () => {
    expect(clampQuantity('5', 0)).toBe(1);
  });
});

describe('isOverStock', () => {
  it('is true when the whole number typed is more than the stock, so the page can say how many there are', () => {
    expect(isOverStock('100', 30)).toBe(true);
    expect(isOverStock(' 31 ', 30)).toBe(true);
    expect(isOverStock('1', 0)).toBe(true);
  });

  it('is false within the stock, and for what is not a number (that falls back to 1)', () => {
    expect(isOverStock('30', 30)).toBe(false);
    expect(isOverStock('1', 30)).toBe(false);
    expect(isOverStock('abc', 30)).toBe(false);
    expect(isOverStock('', 30)).toBe(false);
  });
});
