import { formatOrderDate, localeFormat } from '@nirmaan/core';
import { describe, expect, it } from 'vitest';
import { orderDate } from './orderDate.ts';

describe('orderDate', () => {
  const iso = '2026-01-05T10:30:00+05:30';

  it('writes an English date as formatOrderDate does, with and without the time', () => {
    expect(orderDate(localeFormat('en'), iso)).toBe(formatOrderDate(iso));
    expect(orderDate(localeFormat('en'), iso, true)).toBe(formatOrderDate(iso, true));
  });

  it("writes the month in the language's own words", () => {
    expect(orderDate(localeFormat('hi'), iso)).toContain('जन॰');
  });

  it('shows an unreadable date as it came', () => {
    expect(orderDate(localeFormat('ta'), 'not a date')).toBe('not a date');
  });
});
