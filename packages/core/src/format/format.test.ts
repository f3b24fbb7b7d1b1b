import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatRupees, plural } from './format.ts';

describe('en-IN formatting', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(2520000)).toBe('₹25,20,000');
  });

  it('shows paise when asked', () => {
    expect(formatRupees(17.5, { paise: true })).toBe('₹17.50');
  });

  it('shows a price with paise only when it has some', () => {
    expect(formatPrice(400)).toBe('₹400');
    expect(formatPrice(385.5)).toBe('₹385.50');
    expect(formatPrice(123456)).toBe('₹1,23,456');
  });

  it('formats plain numbers and plurals', () => {
    expect(formatNumber(1234567.891)).toBe('12,34,567.89');
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(12, 'day')).toBe('12 days');
  });
});
