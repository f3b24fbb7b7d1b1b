import { normalizePartnerId, PARTNER_ID_MAX_LENGTH } from './partnerId.ts';

/** What is wrong with a partner id that breaks the rule (partnerId.ts). */
export const PARTNER_ID_MESSAGE = `Partner id must be 1 to ${PARTNER_ID_MAX_LENGTH} characters without line breaks or control characters`;

/** The rule's message for a text that is not a usable partner id; null when it is one or is empty ("no partner"). */
export function partnerIdError(value: string): string | null {
  return value.trim() === '' || normalizePartnerId(value) !== null ? null : PARTNER_ID_MESSAGE;
}
