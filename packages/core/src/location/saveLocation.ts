import { updateLocation } from '../api/profileApi.ts';
import { errorDetail } from '../api/errors.ts';
import { LOCATION_MESSAGES, validateLocationChoice, type Coordinates } from '../rules/location.ts';
import { setBuyerProfile } from '../session/profile.ts';

export type SaveLocationOutcome = { ok: true } | { ok: false; message: string };

/**
 * Save Location (spec storefront §2, §8): nothing chosen gives 'Please select a location on the
 * map'; a refusal shows the server's detail, else 'Failed to update location'. The fresh buyer
 * record replaces the profile, so delivery estimates everywhere follow at once.
 */
export async function saveLocation(choice: Coordinates | null, save = updateLocation): Promise<SaveLocationOutcome> {
  const invalid = validateLocationChoice(choice);
  if (invalid || !choice) return { ok: false, message: invalid ?? LOCATION_MESSAGES.nothingChosen };
  try {
    setBuyerProfile(await save(choice.latitude, choice.longitude));
    return { ok: true };
  } catch (error) {
    return { ok: false, message: errorDetail(error, LOCATION_MESSAGES.saveFailed, LOCATION_MESSAGES.saveFailed) };
  }
}

/** The browser's position for Use Current Location, or the spec's message when it is unavailable. */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(LOCATION_MESSAGES.geolocationUnsupported));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => reject(new Error(LOCATION_MESSAGES.geolocationFailed)),
      { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 },
    );
  });
}
