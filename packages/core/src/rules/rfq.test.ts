import { describe, expect, it } from 'vitest';
import { compareOffers, indiaDateOf, RFQ_UNITS } from './rfq.ts';

const items = [
  { id: 1, quantity: 100 },
  { id: 2, quantity: 10 },
];

describe('compareOffers', () => {
  it('adds the delivery charge to the goods and shares it over the priced items by value', () => {
    const { offers } = compareOffers(items, [{ id: 7, deliveryChargePaise: 1_000_00, unitPrices: { 1: 400_00, 2: 600_00 } }]);
    // Goods: 40,000 + 6,000 = 46,000 rupees; the 1,000 delivery shared 40:6.
    expect(offers[0]).toEqual({
      offerId: 7,
      goodsPaise: 46_000_00,
      landedTotalPaise: 47_000_00,
      missingItemIds: [],
      landedByItem: { 1: 40_000_00 + 869_57, 2: 6_000_00 + 130_43 },
    });
    const shares = Object.values(offers[0]!.landedByItem).reduce((total, landed) => total + landed, 0);
    expect(shares).toBe(offers[0]!.landedTotalPaise);
  });

  it('marks the items a partial offer cannot supply, and prices only the others', () => {
    const { offers, bestOfferByItem } = compareOffers(items, [
      { id: 7, deliveryChargePaise: 0, unitPrices: { 1: 400_00, 2: null } },
      { id: 8, deliveryChargePaise: 500_00, unitPrices: { 1: 410_00, 2: 650_00 } },
    ]);
    expect(offers[0]!.missingItemIds).toEqual([2]);
    expect(offers[0]!.landedTotalPaise).toBe(40_000_00);
    expect(bestOfferByItem).toEqual({ 1: 7, 2: 8 });
  });

  it('prefers the lower landed cost, not the lower unit price: a heavy delivery charge loses', () => {
    const { bestOfferByItem } = compareOffers(
      [{ id: 1, quantity: 10 }],
      [
        { id: 7, deliveryChargePaise: 2_000_00, unitPrices: { 1: 380_00 } },
        { id: 8, deliveryChargePaise: 0, unitPrices: { 1: 400_00 } },
      ],
    );
    expect(bestOfferByItem[1]).toBe(8);
  });

  it('names no best offer for an item nobody priced, and an offer pricing nothing costs nothing', () => {
    const { offers, bestOfferByItem } = compareOffers(items, [{ id: 7, deliveryChargePaise: 300_00, unitPrices: {} }]);
    expect(offers[0]!.landedTotalPaise).toBe(0);
    expect(offers[0]!.missingItemIds).toEqual([1, 2]);
    expect(bestOfferByItem).toEqual({ 1: undefined, 2: undefined });
  });

  it('keeps the earlier offer on a tie', () => {
    const same = { deliveryChargePaise: 0, unitPrices: { 1: 400_00, 2: 600_00 } };
    expect(
      compareOffers(items, [
        { id: 3, ...same },
        { id: 4, ...same },
      ]).bestOfferByItem,
    ).toEqual({ 1: 3, 2: 3 });
  });
});

describe('dates', () => {
  it('tells the date in India, which runs ahead of UTC', () => {
    expect(indiaDateOf(new Date('2026-11-28T19:00:00Z'))).toBe('2026-11-29');
    expect(indiaDateOf(new Date('2026-11-28T18:00:00Z'))).toBe('2026-11-28');
  });
});

describe('RFQ_UNITS', () => {
  it('are the quote units with kilograms and litres (the calculators’ steel and paint), Other last', () => {
    expect(RFQ_UNITS).toEqual(['Bags', 'Tons (MT)', 'Cubic Feet (Cft)', 'Cubic Meters (Mcu)', 'Numbers (Nos)', 'Kilograms (Kg)', 'Litres (Ltr)', 'Other']);
  });
});
