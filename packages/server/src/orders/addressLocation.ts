import type { Coordinates } from '@nirmaan/core/pure';
import { pincodeCentroid } from '../pincodes/pincodeCentroid.ts';
import type { MaybeCoordinates } from './delivery.ts';

/**
 * Where a shipping address is, for its delivery charge (DESIGN.md "Delivery charge"): the point
 * picked on the map when there is one, else its pincode's centroid; null when neither is known.
 */
export function addressLocation(address: MaybeCoordinates & { postalCode: string }): Coordinates | null {
  if (address.latitude !== null && address.longitude !== null) return { latitude: address.latitude, longitude: address.longitude };
  return pincodeCentroid(address.postalCode.trim());
}
