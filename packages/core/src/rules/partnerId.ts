/*
 * A partner id: the name a partner site's widgets send with the leads, sign-ups and orders they
 * bring (DESIGN.md "Partner attribution is per element"). Free text chosen by the partner, trimmed,
 * 1-64 characters without control characters; the server checks the same rule (partnerIdRule.ts
 * has its message). Every element reads it: keep this file small (the embed's base chunk holds it).
 */

export const PARTNER_ID_MAX_LENGTH = 64;

// eslint-disable-next-line no-control-regex -- control characters are exactly what the rule refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The partner id a text names, trimmed; null when it is empty or breaks the rule. */
export function normalizePartnerId(value: string | null | undefined): string | null {
  const id = value?.trim() ?? '';
  if (id === '' || id.length > PARTNER_ID_MAX_LENGTH || CONTROL_CHARACTERS.test(id)) return null;
  return id;
}
