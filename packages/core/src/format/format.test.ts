import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatRupees, plural } from './format.ts';
import { localeFormat } from './localeFormat.ts';

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

describe('formatting in each language', () => {
  it('groups money the Indian way with Western digits in Kannada, Tamil and Hindi', () => {
    expect(localeFormat('kn').rupees(12345678)).toBe('₹1,23,45,678');
    expect(localeFormat('ta').rupees(12345678)).toBe('₹1,23,45,678');
    expect(localeFormat('hi').rupees(12345678)).toBe('₹1,23,45,678');
    expect(localeFormat('ta').rupees(17.5, { paise: true })).toBe('₹17.50');
    expect(localeFormat('ta').price(385.5)).toBe('₹385.50');
    expect(localeFormat('hi').price(400)).toBe('₹400');
    expect(localeFormat('kn').number(1234567.5)).toBe('12,34,567.5');
    expect(localeFormat('hi').number(1234567890)).toBe('1,23,45,67,890');
  });

  it('formats English exactly as the English-only functions do', () => {
    for (const amount of [0, 17.5, 385.5, 123456, 2520000]) {
      expect(localeFormat('en').rupees(amount)).toBe(formatRupees(amount));
      expect(localeFormat('en').price(amount)).toBe(formatPrice(amount));
      expect(localeFormat('en').number(amount)).toBe(formatNumber(amount));
    }
  });

  it('writes dates in the language, with Western digits', () => {
    const day = new Date(Date.UTC(2026, 10, 29, 6));
    expect(localeFormat('en').date(day)).toBe('29 Nov 2026');
    expect(localeFormat('ta').date(day)).toMatch(/^29 நவ/);
    expect(localeFormat('hi').date(day)).toMatch(/^29 नव/);
    expect(localeFormat('kn').date(day)).toMatch(/ನವೆಂ/);
    for (const locale of ['en', 'kn', 'ta', 'hi'] as const) expect(localeFormat(locale).date(day)).toMatch(/29.*2026/);
  });
});
