export const MAX_NAME_LENGTH = 100;

export const FULL_NAME_REQUIRED_MESSAGE = 'Full name is required';

/**
 * first_name and last_name derived from a full name by splitting at the first space
 * (spec storefront §3): 'Ravi Kumar Rao' -> 'Ravi' and 'Kumar Rao'; 'Ravi' -> 'Ravi' and ''.
 */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { first_name: trimmed, last_name: '' };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}

export function validateFullName(fullName: string): string | null {
  return fullName.trim() === '' ? FULL_NAME_REQUIRED_MESSAGE : null;
}
