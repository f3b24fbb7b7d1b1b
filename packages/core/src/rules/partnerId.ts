/*
 * A partner id: the name a partner site's widgets send with the leads, sign-ups and orders they
 * bring (DESIGN.md "Partner attribution is per element"). Free text chosen by the partner, trimmed,
 * 1-64 characters without control characters; the server checks the same rule.
 */

export const PARTNER_ID_MAX_LENGTH = 64;

export const PARTNER_ID_MESSAGE = `Partner id must be 1 to ${PARTNER_ID_MAX_LENGTH} characters without line breaks or control characters`;

// eslint-disable-next-line no-control-regex -- control characters are exactly what the rule refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The partner id a text names, trimmed; null when it is empty or breaks the rule. */
export function normalizePartnerId(value: string | null | undefined): string | null {
  const id = value?.trim() ?? '';
  if (id === '' || id.length > PARTNER_ID_MAX_LENGTH || CONTROL_CHARACTERS.test(id)) return null;
  return id;
}

/** The rule's message for a text that is not a usable partner id; null when it is one or is empty ("no partner"). */
export function partnerIdError(value: string): string | null {
  return value.trim() === '' || normalizePartnerId(value) !== null ? null : PARTNER_ID_MESSAGE;
}

/** The query parameter that carries a partner id across a link from a partner's widget to the Nirmaan site (/register?partner=…). */
export const PARTNER_QUERY_PARAMETER = 'partner';

/** A site path with the partner id in its query, so a page on the Nirmaan site still credits the partner. */
export function withPartner(path: string, partnerId: string | null): string {
  if (!partnerId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${PARTNER_QUERY_PARAMETER}=${encodeURIComponent(partnerId)}`;
}
