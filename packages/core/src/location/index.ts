export { currentPosition, saveLocation, type SaveLocationOutcome } from './saveLocation.ts';
export { placeText, reverseGeocode, type GeocodedPlace } from './reverseGeocode.ts';
export { backoffDelay, withRetries } from './withRetries.ts';
