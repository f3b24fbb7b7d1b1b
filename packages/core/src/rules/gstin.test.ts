import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_BUYER_MESSAGES, GSTIN_MESSAGES, gstinCheckCharacter, gstinStateCode, normaliseGstin, validateBusinessBuyer, validateGstin } from './gstin.ts';

describe('GSTIN', () => {
  it('accepts well-formed GSTINs, written as people type them', () => {
    // Two well-formed GSTINs: their check characters match.
    expect(validateGstin('27AAPFU0939F1ZV')).toBeNull();
    expect(validateGstin('29AAGCB7383J1Z4')).toBeNull();
    expect(validateGstin(' 29aagcb7383j1z4 ')).toBeNull();
    expect(validateGstin('29-AAGCB-7383J1Z4')).toBeNull();
    expect(normaliseGstin('29 aagcb 7383j1z4')).toBe('29AAGCB7383J1Z4');
    expect(gstinStateCode('29AAGCB7383J1Z4')).toBe('29');
  });

  it('refuses a wrong shape, a state that does not exist, and a typing mistake', () => {
    expect(validateGstin('')).toBe(GSTIN_MESSAGES.format);
    expect(validateGstin('29AAGCB7383J1Z')).toBe(GSTIN_MESSAGES.format);
    expect(validateGstin('29AAGCB7383J1X4')).toBe(GSTIN_MESSAGES.format);
    expect(validateGstin('2AAAGCB7383J1Z4')).toBe(GSTIN_MESSAGES.format);
    expect(validateGstin('00AAGCB7383J1Z4')).toBe(GSTIN_MESSAGES.stateCode);
    expect(validateGstin('29AAGCB7383J1Z5')).toBe(GSTIN_MESSAGES.checksum);
    // Two neighbouring characters swapped.
    expect(validateGstin('29AAGCB7833J1Z4')).toBe(GSTIN_MESSAGES.checksum);
  });

  it('catches every single-character mistake in the first 14 characters', () => {
    const valid = '29AAGCB7383J1Z4';
    const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.constantFrom(...characters), (position, replacement) => {
        fc.pre(valid[position] !== replacement);
        const mistyped = valid.slice(0, position) + replacement + valid.slice(position + 1);
        expect(gstinCheckCharacter(mistyped)).not.toBe('4');
      }),
    );
  });
});

describe("checkout's business details", () => {
  it('are optional, but a GSTIN needs the business name it is registered to, and must be one', () => {
    expect(validateBusinessBuyer({ gstin: '', businessName: '' })).toEqual({});
    expect(validateBusinessBuyer({ gstin: '', businessName: 'Gowda Constructions' })).toEqual({});
    expect(validateBusinessBuyer({ gstin: '29AAGCB7383J1Z4', businessName: 'Gowda Constructions' })).toEqual({});
    expect(validateBusinessBuyer({ gstin: '29AAGCB7383J1Z4', businessName: '  ' })).toEqual({ businessName: BUSINESS_BUYER_MESSAGES.nameNeeded });
    expect(validateBusinessBuyer({ gstin: '29AAGCB7383J1Z5', businessName: 'Gowda Constructions' })).toEqual({ gstin: GSTIN_MESSAGES.checksum });
    expect(validateBusinessBuyer({ gstin: '', businessName: 'x'.repeat(121) })).toEqual({ businessName: BUSINESS_BUYER_MESSAGES.nameLength });
  });
});
