/** Minimum password length everywhere (spec storefront §9, toolkit §5). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  /** Storefront §5, buyer signup. */
  tooShort: 'Password must be at least 6 characters',
  /** Toolkit §5 seller registration and storefront §5 phone-verification signup. */
  tooShortLong: 'Password must be at least 6 characters long',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
  /** Not in the spec (its forms rely on the browser's required check); used by the login forms. */
  required: 'Please enter your password',
  tooLong: 'Password is too long',
} as const;

/** An empty password is too short as well: the spec gives one message for both. */
export function validatePasswordLength(password: string, tooShortMessage: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return tooShortMessage;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  if (confirmation === '') return PASSWORD_MESSAGES.confirmRequired;
  if (confirmation !== password) return PASSWORD_MESSAGES.mismatch;
  return null;
}
