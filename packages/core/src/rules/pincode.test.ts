import { describe, expect, it } from 'vitest';
import { isValidPincode, PINCODE_MESSAGES, pincodeInput, validatePincode } from './pincode.ts';

describe('pincode (spec §5)', () => {
  it('input strips non-digits and limits to 6', () => {
    expect(pincodeInput('560 001')).toBe('560001');
    expect(pincodeInput('56-00-01-99')).toBe('560001');
    expect(pincodeInput('abc')).toBe('');
  });

  it('accepts exactly 6 digits', () => {
    expect(validatePincode('560001')).toBeNull();
    expect(validatePincode(' 600001 ')).toBeNull();
    expect(isValidPincode('641001')).toBe(true);
  });

  it("rejects anything else with 'Enter a valid 6-digit pincode'", () => {
    for (const value of ['', '56001', '5600011', '56a001', '560 01']) {
      expect(validatePincode(value), value).toBe('Enter a valid 6-digit pincode');
    }
  });

  it("says 'Could not validate pincode' when the check call fails", () => {
    expect(PINCODE_MESSAGES.checkFailed).toBe('Could not validate pincode');
  });
});
