import { describe, expect, it } from 'vitest';
import { parseTargetPrice, PRICE_ALERT_MESSAGES } from './priceAlert.ts';

describe('a price alert target', () => {
  it('is rupees above 0 with at most 2 decimals, commas allowed', () => {
    expect(parseTargetPrice(' 395 ')).toEqual({ rupees: 395 });
    expect(parseTargetPrice('1,250.50')).toEqual({ rupees: 1250.5 });
    for (const bad of ['', '0', '0.00', '-5', '12.345', 'abc', '1e3', '99999999'])
      expect(parseTargetPrice(bad), bad).toEqual({ error: PRICE_ALERT_MESSAGES.target });
  });
});
