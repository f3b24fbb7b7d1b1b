import { describe, expect, it } from 'vitest';
import { deliveryCharge, DELIVERY_ESTIMATE_TEXT, haversineKm, roundedKm } from './delivery.ts';

describe('delivery charge', () => {
  it('is ₹250 base plus ₹25 per km', () => {
    expect(deliveryCharge(0)).toBe(250);
    expect(deliveryCharge(10)).toBe(500); // 250 + 10 x 25
    expect(deliveryCharge(3.44)).toBe(335); // 3.4 km -> 250 + 85
  });

  it('never charges less than the base for a nonsense negative distance', () => {
    expect(deliveryCharge(-5)).toBe(250);
  });

  it('reads the estimate line exactly as the spec words it', () => {
    expect(DELIVERY_ESTIMATE_TEXT).toBe('Delivery charges: ₹250 base + ₹25/km from seller location');
  });
});

describe('haversine distance', () => {
  it('is zero for the same point', () => {
    expect(haversineKm({ latitude: 12.97, longitude: 77.59 }, { latitude: 12.97, longitude: 77.59 })).toBe(0);
  });

  it('measures Bangalore to Chennai as about 290 km in a straight line', () => {
    const bangalore = { latitude: 12.9716, longitude: 77.5946 };
    const chennai = { latitude: 13.0827, longitude: 80.2707 };
    expect(roundedKm(haversineKm(bangalore, chennai))).toBeCloseTo(290.2, 0);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(roundedKm(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }))).toBe(111.2);
  });
});
