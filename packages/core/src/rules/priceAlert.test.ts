import { describe, expect, it } from 'vitest';
import { alreadyAtTarget, parseTargetPrice, PRICE_ALERT_MESSAGES, priceAlertFormProblems, priceAlertRefusal } from './priceAlert.ts';

describe('a price alert target', () => {
  it('is rupees above 0 with at most 2 decimals, commas allowed', () => {
    expect(parseTargetPrice(' 395 ')).toEqual({ rupees: 395 });
    expect(parseTargetPrice('1,250.50')).toEqual({ rupees: 1250.5 });
    for (const bad of ['', '0', '0.00', '-5', '12.345', 'abc', '1e3', '99999999']) expect(parseTargetPrice(bad), bad).toEqual({ problem: 'target' });
  });

  it('names the boxes that need attention', () => {
    expect(priceAlertFormProblems({ productId: '', target: 'abc' })).toEqual({ productId: 'product', target: 'target' });
    expect(priceAlertFormProblems({ productId: '3', target: '395' })).toEqual({});
  });
});

describe("the server's refusal of an alert", () => {
  it('is named from its detail, with the price and city of a target already reached', () => {
    expect(priceAlertRefusal(PRICE_ALERT_MESSAGES.tooMany)).toEqual({ code: 'tooMany' });
    expect(priceAlertRefusal(PRICE_ALERT_MESSAGES.unknownProduct)).toEqual({ code: 'unknownProduct' });
    expect(priceAlertRefusal(alreadyAtTarget('₹380.00', 'Coimbatore'))).toEqual({ code: 'alreadyAtTarget', price: '₹380.00', city: 'Coimbatore' });
    expect(priceAlertRefusal('Too many requests')).toBeNull();
  });
});
