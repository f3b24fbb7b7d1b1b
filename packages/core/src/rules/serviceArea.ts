import { beyondRadiusMessage } from './beyondRadius.ts';
import { haversineKm, roundedKm } from './delivery.ts';
import type { Coordinates } from './location.ts';
import { validatePincode } from './pincode.ts';
import { addError, type FieldErrors } from './types.ts';

/** The delivery radius a seller may set around its depot, in whole km. */
export const DELIVERY_RADIUS_KM = { min: 1, max: 300 } as const;

/** Where a seller delivers from, and how far (DESIGN.md: a listing needs both). */
export interface Depot extends Coordinates {
  radiusKm: number;
}

/**
 * The one serviceability rule of DESIGN.md, for one seller and one place: the distance as shown
 * (km to one decimal) is within the seller's delivery radius. The header's check, the offers a
 * product page shows, the cart and checkout all decide with it, so what a buyer sees is what they can order.
 */
export function depotReaches(depot: Depot, place: Coordinates): boolean {
  return roundedKm(haversineKm(depot, place)) <= depot.radiusKm;
}

export const SERVICE_AREA_MESSAGES = {
  /** A seller whose depot does not reach the place: the buyer learns why, with both numbers. */
  beyondRadius: beyondRadiusMessage,
  /** Listings are published only with a depot (seller dashboard, listing routes). */
  depotNeeded: 'Set your depot location and delivery radius before publishing listings.',
  depotNotPlaced: "We cannot place this pincode on the map. Please enter your depot's latitude and longitude.",
  radiusRange: `Delivery radius must be a whole number of km from ${DELIVERY_RADIUS_KM.min} to ${DELIVERY_RADIUS_KM.max}`,
} as const;

/**
 * Where a visitor who chose only a city (the header's city, no pincode) is taken to be for delivery
 * estimates: the city's centre (MG Road, Chennai Central, Coimbatore Town Hall).
 */
export const CITY_CENTRES: Readonly<Record<'Bangalore' | 'Chennai' | 'Coimbatore', Coordinates>> = {
  Bangalore: { latitude: 12.9716, longitude: 77.5946 },
  Chennai: { latitude: 13.0827, longitude: 80.2707 },
  Coimbatore: { latitude: 11.0168, longitude: 76.9558 },
};

/** The seller's depot form: its pincode and delivery radius as typed. */
export interface DepotForm {
  pincode: string;
  radiusKm: string;
}
export type DepotFormField = keyof DepotForm;

/** A whole number of km within DELIVERY_RADIUS_KM, or null. */
export function parseRadiusKm(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const km = Number(trimmed);
  return km >= DELIVERY_RADIUS_KM.min && km <= DELIVERY_RADIUS_KM.max ? km : null;
}

/** The depot form's errors, in the server's words (PUT /sellers/me/depot). */
export function validateDepotForm(form: DepotForm): FieldErrors<DepotFormField> {
  const errors: FieldErrors<DepotFormField> = {};
  addError(errors, 'pincode', validatePincode(form.pincode));
  addError(errors, 'radiusKm', parseRadiusKm(form.radiusKm) === null ? SERVICE_AREA_MESSAGES.radiusRange : null);
  return errors;
}
