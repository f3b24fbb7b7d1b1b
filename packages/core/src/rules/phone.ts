/** The fixed country code and the local number length (spec storefront §9). */
export const COUNTRY_PREFIX = '+91';
export const PHONE_LENGTH = 10;

export const INVALID_PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';

/** Input filter: keeps digits only, at most `max` of them. */
export function digitsOnly(text: string, max = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** A phone input's filter: digits only, at most 10. */
export function phoneInput(text: string): string {
  return digitsOnly(text, PHONE_LENGTH);
}

export function isTenDigitPhone(phone: string): boolean {
  return /^\d{10}$/.test(phone.trim());
}

/** Login phone (and the phone an OTP is sent to): exactly 10 digits. */
export function validateLoginPhone(phone: string): string | null {
  return isTenDigitPhone(phone) ? null : INVALID_PHONE_MESSAGE;
}

/**
 * The phone as the server stores it: '+91' and 10 digits. A number that already carries +91 is
 * kept; otherwise +91 is prefixed (spec §4: "prefixed +91 if missing"). Spaces and hyphens go.
 */
export function normalizeIndianPhone(phone: string): string {
  const compact = phone.trim().replace(/[\s-]/g, '');
  return compact.startsWith(COUNTRY_PREFIX) ? compact : `${COUNTRY_PREFIX}${compact}`;
}

export function isIndianPhone(phone: string): boolean {
  return /^\+91\d{10}$/.test(phone);
}
