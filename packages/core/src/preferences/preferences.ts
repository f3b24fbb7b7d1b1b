import { atom } from 'nanostores';
import { browserStorage, safeGet, safeSet } from '../session/storage.ts';

/** The cities Nirmaan serves; Bangalore is the default (spec section 9). */
export const CITIES = ['Bangalore', 'Chennai', 'Coimbatore'] as const;
export type City = (typeof CITIES)[number];
export const DEFAULT_CITY: City = 'Bangalore';

/** Browser storage keys of the spec (section 3: stored preferences). */
export const PREFERENCE_KEYS = { city: 'city', pincode: 'pincode' } as const;

export interface Preferences {
  city: City;
  /** Six digits, or empty when none was set. */
  pincode: string;
}

export function isCity(value: unknown): value is City {
  return typeof value === 'string' && (CITIES as readonly string[]).includes(value);
}

export function isPincode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}

/** A stored city is accepted only if it is one of the three, a stored pincode only if it has 6 digits. */
export function readPreferences(storage: Pick<Storage, 'getItem'> | undefined): Preferences {
  const city = safeGet(storage, PREFERENCE_KEYS.city);
  const pincode = safeGet(storage, PREFERENCE_KEYS.pincode);
  return { city: isCity(city) ? city : DEFAULT_CITY, pincode: isPincode(pincode) ? pincode : '' };
}

/** The visitor's city and pincode, shared by every widget on the page and kept in browser storage. */
export const $preferences = atom<Preferences>(readPreferences(browserStorage()));

export function setCity(city: City): void {
  $preferences.set({ ...$preferences.get(), city });
  safeSet(browserStorage(), PREFERENCE_KEYS.city, city);
}

export function setPincode(pincode: string): void {
  if (!isPincode(pincode)) throw new Error(`Not a 6-digit pincode: ${pincode}`);
  $preferences.set({ ...$preferences.get(), pincode });
  safeSet(browserStorage(), PREFERENCE_KEYS.pincode, pincode);
}
