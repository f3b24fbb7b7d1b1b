/** The query parameter that carries a partner id across a link from a partner's widget to the Nirmaan site (/register?partner=…). */
export const PARTNER_QUERY_PARAMETER = 'partner';

/** A site path with the partner id in its query, so a page on the Nirmaan site still credits the partner. */
export function withPartner(path: string, partnerId: string | null): string {
  if (!partnerId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${PARTNER_QUERY_PARAMETER}=${encodeURIComponent(partnerId)}`;
}
