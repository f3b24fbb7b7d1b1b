/**
 * "Looks like an address" (spec storefront §5): something, an @, a domain with a dot, no spaces.
 * Deliberately loose; the same check runs in the widgets and on the server.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MAX_EMAIL_LENGTH = 254;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(trimmed);
}
