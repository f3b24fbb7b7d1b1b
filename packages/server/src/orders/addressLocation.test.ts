import { describe, expect, it } from 'vitest';
import { addressLocation } from './addressLocation.ts';

describe('addressLocation', () => {
  it("is the point picked on the map, else the pincode's centroid, else unknown", () => {
    expect(addressLocation({ latitude: 12.9352, longitude: 77.6245, postalCode: '600004' })).toEqual({ latitude: 12.9352, longitude: 77.6245 });
    expect(addressLocation({ latitude: null, longitude: null, postalCode: ' 560034 ' })).toEqual({ latitude: 12.926138, longitude: 77.622109 });
    expect(addressLocation({ latitude: 12.9, longitude: null, postalCode: '641001' })).toEqual({ latitude: 10.999085, longitude: 76.944141 });
    for (const postalCode of ['999999', '56003', 'abcdef', '__proto__', 'constructor', ''])
      expect(addressLocation({ latitude: null, longitude: null, postalCode }), postalCode).toBeNull();
  });
});
