import { describe, expect, it } from 'vitest';
import { haversineKm, roundedKm } from './delivery.ts';
import { depotReaches, validateDepotForm } from './serviceArea.ts';

const PEENYA = { latitude: 13.0306, longitude: 77.517 };
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const COIMBATORE = { latitude: 11.0168, longitude: 76.9558 };

describe('depotReaches', () => {
  it('reaches a place inside the radius and not one beyond it', () => {
    expect(depotReaches({ ...PEENYA, radiusKm: 80 }, KORAMANGALA)).toBe(true);
    expect(depotReaches({ ...COIMBATORE, radiusKm: 80 }, KORAMANGALA)).toBe(false);
  });

  it('decides on the distance as shown, so a supplier shown at exactly its radius is in reach', () => {
    const shown = roundedKm(haversineKm(PEENYA, KORAMANGALA));
    expect(depotReaches({ ...PEENYA, radiusKm: shown }, KORAMANGALA)).toBe(true);
    expect(depotReaches({ ...PEENYA, radiusKm: Math.ceil(shown) - 1 }, KORAMANGALA)).toBe(false);
  });
});

describe('validateDepotForm', () => {
  it('asks for a 6-digit pincode and a whole number of km from 1 to 300', () => {
    expect(validateDepotForm({ pincode: ' 560058 ', radiusKm: ' 40 ' })).toEqual({});
    expect(validateDepotForm({ pincode: '5600', radiusKm: '0' })).toEqual({
      pincode: 'Enter a valid 6-digit pincode',
      radiusKm: 'Delivery radius must be a whole number of km from 1 to 300',
    });
    for (const radiusKm of ['', '301', '12.5', '-3', 'ten']) expect(validateDepotForm({ pincode: '560058', radiusKm }).radiusKm, radiusKm).toBeDefined();
  });
});
