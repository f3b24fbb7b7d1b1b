import { DELIVERY_BASE_CHARGE, deliveryCharge, depotReaches, haversineKm, roundedKm } from '@nirmaan/core/pure';

export interface MaybeCoordinates {
  latitude: number | null;
  longitude: number | null;
}

/** A seller's depot as stored: its coordinates and delivery radius, each possibly unset. */
export interface SellerDepot extends MaybeCoordinates {
  deliveryRadiusKm: number | null;
}

export interface DeliveryQuote {
  /** Straight-line km to one decimal, or null when either side has no coordinates. */
  distanceKm: number | null;
  chargePaise: number;
  /** The serviceability rule (core's depotReaches); null when the distance is unknown. */
  withinReach: boolean | null;
}

const hasCoordinates = (point: MaybeCoordinates | null): point is { latitude: number; longitude: number } =>
  point !== null && point.latitude !== null && point.longitude !== null;

/**
 * The delivery charge for one seller's share of a cart (DESIGN.md): ₹250 base + ₹25 per km of
 * haversine distance from the seller's depot to the place the goods go, in whole rupees, and whether
 * the depot's radius reaches that place. When the place or the depot has no coordinates the distance
 * is unknown: the estimate is the base charge alone (₹250), `distanceKm` and `withinReach` null —
 * checkout always has a place, and a seller without a depot does not trade (sellerTrades).
 */
export function quoteDelivery(place: MaybeCoordinates | null, seller: SellerDepot): DeliveryQuote {
  if (!hasCoordinates(place) || !hasCoordinates(seller)) return { distanceKm: null, chargePaise: DELIVERY_BASE_CHARGE * 100, withinReach: null };
  const km = haversineKm(seller, place);
  const withinReach = seller.deliveryRadiusKm !== null && depotReaches({ ...seller, radiusKm: seller.deliveryRadiusKm }, place);
  return { distanceKm: roundedKm(km), chargePaise: deliveryCharge(km) * 100, withinReach };
}

/** Integer paise as the API's rupees. */
export const rupees = (paise: number): number => paise / 100;
