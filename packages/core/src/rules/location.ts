import { addError, type FieldErrors } from './types.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The map's default centre: the middle of India (spec storefront §2, §9). */
export const MAP_DEFAULT_CENTER: Coordinates = { latitude: 20.5937, longitude: 78.9629 };
export const MAP_DEFAULT_ZOOM = 13;
/** Coordinates are shown to 6 decimals. */
export const COORDINATE_DECIMALS = 6;

export const LOCATION_MESSAGES = {
  nothingChosen: 'Please select a location on the map',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  saveFailed: 'Failed to update location',
  geolocationFailed: 'Unable to get your current location. Please enter coordinates manually.',
  geolocationUnsupported: 'Geolocation is not supported by this browser. Please enter coordinates manually.',
} as const;

export function isLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

/** A text field's number: any decimal; blank or non-numeric text is no number. */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Manual coordinates apply only when both parse as numbers; otherwise `null` (nothing chosen). */
export function parseManualCoordinates(latitudeText: string, longitudeText: string): Coordinates | null {
  const latitude = parseCoordinate(latitudeText);
  const longitude = parseCoordinate(longitudeText);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

export function validateCoordinates(coordinates: Coordinates): FieldErrors<keyof Coordinates> {
  const errors: FieldErrors<keyof Coordinates> = {};
  addError(errors, 'latitude', isLatitude(coordinates.latitude) ? null : LOCATION_MESSAGES.latitudeRange);
  addError(errors, 'longitude', isLongitude(coordinates.longitude) ? null : LOCATION_MESSAGES.longitudeRange);
  return errors;
}

/** Saving: something must be chosen, and it must be a point on Earth. */
export function validateLocationChoice(choice: Coordinates | null): string | null {
  if (choice === null) return LOCATION_MESSAGES.nothingChosen;
  const errors = validateCoordinates(choice);
  return errors.latitude ?? errors.longitude ?? null;
}

/** '12.971600, 77.594600' — as in 'Location selected: lat, lng'. */
export function formatCoordinates(coordinates: Coordinates): string {
  return `${coordinates.latitude.toFixed(COORDINATE_DECIMALS)}, ${coordinates.longitude.toFixed(COORDINATE_DECIMALS)}`;
}
