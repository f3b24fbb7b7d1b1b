import { describe, expect, it } from 'vitest';
import { normalizePartnerId, PARTNER_ID_MAX_LENGTH } from './partnerId.ts';
import { PARTNER_ID_MESSAGE, partnerIdError } from './partnerIdRule.ts';
import { withPartner } from './partnerLink.ts';

describe('partner ids', () => {
  it('keeps a trimmed id and turns empty text into no partner', () => {
    expect(normalizePartnerId('  buildmart-blr ')).toBe('buildmart-blr');
    expect(normalizePartnerId('Sri Ram Traders')).toBe('Sri Ram Traders');
    expect(normalizePartnerId('   ')).toBeNull();
    expect(normalizePartnerId(undefined)).toBeNull();
    expect(partnerIdError('')).toBeNull();
  });

  it('refuses an id that is too long or carries control characters', () => {
    expect(normalizePartnerId('x'.repeat(PARTNER_ID_MAX_LENGTH))).toHaveLength(PARTNER_ID_MAX_LENGTH);
    expect(normalizePartnerId('x'.repeat(PARTNER_ID_MAX_LENGTH + 1))).toBeNull();
    expect(normalizePartnerId('a\nb')).toBeNull();
    expect(partnerIdError('a\u0000b')).toBe(PARTNER_ID_MESSAGE);
  });
});

describe('withPartner', () => {
  it('carries the partner id in the query of a site path', () => {
    expect(withPartner('/register', 'Sri Ram & Sons')).toBe('/register?partner=Sri%20Ram%20%26%20Sons');
    expect(withPartner('/register?next=%2Fcart', 'blog-7')).toBe('/register?next=%2Fcart&partner=blog-7');
    expect(withPartner('/register', null)).toBe('/register');
  });
});
