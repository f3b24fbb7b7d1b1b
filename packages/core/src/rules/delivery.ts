import type { Coordinates } from './location.ts';

/** DESIGN.md: ₹250 base plus ₹25 per km of straight-line (haversine) distance from the seller. */
export const DELIVERY_BASE_CHARGE = 250;
export const DELIVERY_CHARGE_PER_KM = 25;
/** The cart's estimate line (spec storefront §9). */
export const DELIVERY_ESTIMATE_TEXT = 'Delivery charges: ₹250 base + ₹25/km from seller location';

/** Mean Earth radius in km (IUGG), the usual constant of the haversine formula. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in km, by the haversine formula. */
export function haversineKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The distance as shown and charged: km rounded to one decimal. */
export function roundedKm(distanceKm: number): number {
  return Math.round(distanceKm * 10) / 10;
}

/** Delivery charge in whole rupees for a seller `distanceKm` away: 250 + 25 x km (km to one decimal). */
export function deliveryCharge(distanceKm: number): number {
  return DELIVERY_BASE_CHARGE + Math.round(DELIVERY_CHARGE_PER_KM * roundedKm(Math.max(0, distanceKm)));
}
