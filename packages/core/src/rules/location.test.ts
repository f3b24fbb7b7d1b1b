import { describe, expect, it } from 'vitest';
import {
  formatCoordinates,
  isLatitude,
  isLongitude,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  parseCoordinate,
  parseManualCoordinates,
  validateCoordinates,
  validateLocationChoice,
} from './location.ts';

describe('coordinate ranges', () => {
  it('accepts latitudes from -90 to 90', () => {
    expect(isLatitude(-90)).toBe(true);
    expect(isLatitude(90)).toBe(true);
    expect(isLatitude(90.0001)).toBe(false);
    expect(isLatitude(Number.NaN)).toBe(false);
  });

  it('accepts longitudes from -180 to 180', () => {
    expect(isLongitude(-180)).toBe(true);
    expect(isLongitude(180)).toBe(true);
    expect(isLongitude(-180.5)).toBe(false);
    expect(isLongitude(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('names each coordinate out of range', () => {
    expect(validateCoordinates({ latitude: 12.97, longitude: 77.59 })).toEqual({});
    expect(validateCoordinates({ latitude: 91, longitude: 181 })).toEqual({
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
    });
  });
});

describe('manual coordinates (spec §5: apply only when both parse as numbers)', () => {
  it('reads any decimal', () => {
    expect(parseCoordinate(' 12.9716 ')).toBe(12.9716);
    expect(parseCoordinate('-0.5')).toBe(-0.5);
  });

  it('reads blank or non-numeric text as no number', () => {
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('  ')).toBeNull();
    expect(parseCoordinate('12.9N')).toBeNull();
  });

  it('gives a point only when both parse', () => {
    expect(parseManualCoordinates('12.9716', '77.5946')).toEqual({ latitude: 12.9716, longitude: 77.5946 });
    expect(parseManualCoordinates('12.9716', '')).toBeNull();
    expect(parseManualCoordinates('abc', '77.5946')).toBeNull();
  });
});

describe('saving a location', () => {
  it("needs a choice: 'Please select a location on the map'", () => {
    expect(validateLocationChoice(null)).toBe('Please select a location on the map');
  });

  it('refuses a point off the Earth', () => {
    expect(validateLocationChoice({ latitude: -95, longitude: 0 })).toBe('Latitude must be between -90 and 90');
    expect(validateLocationChoice({ latitude: 0, longitude: 200 })).toBe('Longitude must be between -180 and 180');
  });

  it('accepts a point on the Earth', () => {
    expect(validateLocationChoice({ latitude: 13.0827, longitude: 80.2707 })).toBeNull();
  });
});

describe('map constants and display (spec §2, §9)', () => {
  it('centres on the middle of India at zoom 13', () => {
    expect(MAP_DEFAULT_CENTER).toEqual({ latitude: 20.5937, longitude: 78.9629 });
    expect(MAP_DEFAULT_ZOOM).toBe(13);
  });

  it('shows coordinates to 6 decimals', () => {
    expect(formatCoordinates({ latitude: 12.9716, longitude: 77.5946 })).toBe('12.971600, 77.594600');
  });
});
