import { createRequire } from 'node:module';
import type { Coordinates } from '@nirmaan/core/pure';

/**
 * Where a pincode lies: the centroid of its post office area, from the `pincode-lat-long` package
 * (npm, ISC licence: github.com/ramnithik/pincode-lat-long), 18,925 Indian pincodes. It places an
 * address nobody picked on the map, close enough for a delivery charge by the kilometre (a pincode
 * area in the three cities is a few km across). Loaded on first use (about 1 MB of JavaScript).
 */
let centroids: Readonly<Record<string, { lat: number; long: number }>> | null = null;

export function pincodeCentroid(pincode: string): Coordinates | null {
  if (!/^\d{6}$/.test(pincode)) return null;
  centroids ??= createRequire(import.meta.url)('pincode-lat-long/pincode.js') as Record<string, { lat: number; long: number }>;
  const centroid = Object.hasOwn(centroids, pincode) ? centroids[pincode] : undefined;
  return centroid ? { latitude: centroid.lat, longitude: centroid.long } : null;
}
