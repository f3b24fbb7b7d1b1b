import { CITY_CENTRES, type Coordinates } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import type { City } from '../db/tables/values.ts';
import { pincodeCentroid } from '../pincodes/pincodeCentroid.ts';
import { buyerLocation } from './buyerLocation.ts';

export interface PlaceHints {
  /** The signed-in buyer, if any: their stored location comes first. */
  buyerId: number | null;
  /** The header's pincode, then its city: what a visitor (or a buyer without a location) chose. */
  pincode?: string | undefined;
  city?: City | undefined;
}

/**
 * Where deliveries are estimated to before a shipping address is chosen (DESIGN.md "Delivery
 * charge"): the buyer's stored location, else the header's pincode (its centroid), else the
 * header's city (its centre); null when none is known.
 */
export async function deliveryPlace(db: Database, hints: PlaceHints): Promise<Coordinates | null> {
  if (hints.buyerId !== null) {
    const stored = await buyerLocation(db, hints.buyerId);
    if (stored?.latitude != null && stored.longitude != null) return { latitude: stored.latitude, longitude: stored.longitude };
  }
  const centroid = hints.pincode ? pincodeCentroid(hints.pincode) : null;
  if (centroid) return centroid;
  return hints.city ? CITY_CENTRES[hints.city] : null;
}
