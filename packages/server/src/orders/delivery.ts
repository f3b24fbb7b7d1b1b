import { DELIVERY_BASE_CHARGE, deliveryCharge, haversineKm, roundedKm } from '@nirmaan/core/pure';

export interface MaybeCoordinates {
  latitude: number | null;
  longitude: number | null;
}

export interface DeliveryQuote {
  /** Straight-line km to one decimal, or null when either side has no coordinates. */
  distanceKm: number | null;
  chargePaise: number;
}

const hasCoordinates = (point: MaybeCoordinates | null): point is { latitude: number; longitude: number } =>
  point !== null && point.latitude !== null && point.longitude !== null;

/**
 * The delivery charge for one seller's share of a cart (DESIGN.md): ₹250 base + ₹25 per km of
 * haversine distance from the seller to the buyer's stored location, in whole rupees. When the
 * buyer or the seller has no coordinates the distance is unknown, and the estimate is the base
 * charge alone (₹250) with `distanceKm` null — checkout refuses a buyer without coordinates, so at
 * checkout only a seller without coordinates gets the base charge.
 */
export function quoteDelivery(buyer: MaybeCoordinates | null, seller: MaybeCoordinates): DeliveryQuote {
  if (!hasCoordinates(buyer) || !hasCoordinates(seller)) return { distanceKm: null, chargePaise: DELIVERY_BASE_CHARGE * 100 };
  const km = haversineKm(seller, buyer);
  return { distanceKm: roundedKm(km), chargePaise: deliveryCharge(km) * 100 };
}

/** Integer paise as the API's rupees. */
export const rupees = (paise: number): number => paise / 100;
