import { digitsOnly } from './phone.ts';

export const PINCODE_LENGTH = 6;

export const PINCODE_MESSAGES = {
  invalid: 'Enter a valid 6-digit pincode',
  /** The check call failed; city and pincode are still saved (spec storefront §5). */
  checkFailed: 'Could not validate pincode',
} as const;

/** Pincode input filter: strips non-digits and keeps at most 6. */
export function pincodeInput(text: string): string {
  return digitsOnly(text, PINCODE_LENGTH);
}

export function isValidPincode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** Checked on blur and on Set. */
export function validatePincode(value: string): string | null {
  return isValidPincode(value.trim()) ? null : PINCODE_MESSAGES.invalid;
}
