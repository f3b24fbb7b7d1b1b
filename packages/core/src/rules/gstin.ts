/**
 * GSTIN, the 15-character GST identification number: a 2-digit state code, the holder's PAN
 * (5 letters, 4 digits, 1 letter), an entity number (1-9, A-Z), 'Z', and a check character computed
 * from the first 14 by the GSTN's mod-36 scheme (weights 1, 2, 1, 2, ... on each character's value
 * 0-9, A-Z = 0-35; each product's base-36 digits are added; the check is 36 minus the sum, mod 36).
 */
export const GSTIN_LENGTH = 15;

export const GSTIN_MESSAGES = {
  format: 'Enter a 15-character GSTIN, e.g. 29ABCDE1234F1Z5',
  checksum: 'This GSTIN has a typing mistake: its last character does not match the rest',
  stateCode: 'A GSTIN starts with a state code from 01 to 38, or 97',
} as const;

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** What a person types, as a GSTIN is written: upper case, no spaces or dashes. */
export function normaliseGstin(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARACTERS.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** The GST state code a GSTIN starts with: 29 is Karnataka, 33 Tamil Nadu. */
export function gstinStateCode(gstin: string): string {
  return normaliseGstin(gstin).slice(0, 2);
}

/** The message for a GSTIN that is not one, or null. An empty text is for the caller to allow (it is optional). */
export function validateGstin(text: string): string | null {
  const gstin = normaliseGstin(text);
  if (!SHAPE.test(gstin)) return GSTIN_MESSAGES.format;
  const state = Number(gstin.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97)) return GSTIN_MESSAGES.stateCode;
  return gstinCheckCharacter(gstin) === gstin[14] ? null : GSTIN_MESSAGES.checksum;
}

/** The business a tax invoice is made out to (checkout's optional business details). */
export const BUSINESS_NAME_MAX_LENGTH = 120;

export const BUSINESS_BUYER_MESSAGES = {
  nameNeeded: 'Enter the business name the GSTIN is registered to',
  nameLength: `Business name must be at most ${BUSINESS_NAME_MAX_LENGTH} characters`,
} as const;

/** Checkout's business details: both optional, but a GSTIN goes with the name it is registered to. */
export function validateBusinessBuyer(details: { gstin: string; businessName: string }): { gstin?: string; businessName?: string } {
  const errors: { gstin?: string; businessName?: string } = {};
  const gstin = details.gstin.trim();
  const name = details.businessName.trim();
  if (gstin !== '') {
    const problem = validateGstin(gstin);
    if (problem) errors.gstin = problem;
    if (name === '') errors.businessName = BUSINESS_BUYER_MESSAGES.nameNeeded;
  }
  if (name.length > BUSINESS_NAME_MAX_LENGTH) errors.businessName = BUSINESS_BUYER_MESSAGES.nameLength;
  return errors;
}
