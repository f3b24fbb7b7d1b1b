import { describe, expect, it } from 'vitest';
import { digitsOnly, isIndianPhone, isTenDigitPhone, normalizeIndianPhone, phoneInput, validateLoginPhone } from './phone.ts';

describe('phone input filter (spec §5: digits only, max 10)', () => {
  it('keeps only digits', () => {
    expect(phoneInput('98765-43210')).toBe('9876543210');
    expect(phoneInput('(987) 654 3210')).toBe('9876543210');
    expect(phoneInput('abc')).toBe('');
  });

  it('keeps at most 10 digits', () => {
    expect(phoneInput('98765432109999')).toBe('9876543210');
  });

  it('limits digitsOnly to the maximum asked for, or none', () => {
    expect(digitsOnly('a1b2c3', 2)).toBe('12');
    expect(digitsOnly('a1b2c3')).toBe('123');
  });
});

describe('login phone (spec §5)', () => {
  it('accepts exactly 10 digits', () => {
    expect(validateLoginPhone('9876543210')).toBeNull();
    expect(isTenDigitPhone(' 9876543210 ')).toBe(true);
  });

  it("rejects anything else with 'Please enter a valid 10-digit phone number'", () => {
    for (const phone of ['', '987654321', '98765432101', '98765 43210', '+919876543210', 'abcdefghij']) {
      expect(validateLoginPhone(phone), phone).toBe('Please enter a valid 10-digit phone number');
    }
  });
});

describe('the phone as the server stores it (+91 and 10 digits)', () => {
  it('prefixes +91 when it is missing', () => {
    expect(normalizeIndianPhone('9876543210')).toBe('+919876543210');
  });

  it('does not prefix +91 twice', () => {
    expect(normalizeIndianPhone('+919876543210')).toBe('+919876543210');
  });

  it('drops spaces and hyphens', () => {
    expect(normalizeIndianPhone(' +91 98765-43210 ')).toBe('+919876543210');
  });

  it('recognises a stored phone only as +91 and 10 digits', () => {
    expect(isIndianPhone('+919876543210')).toBe(true);
    expect(isIndianPhone('9876543210')).toBe(false);
    expect(isIndianPhone('+91987654321')).toBe(false);
    expect(isIndianPhone('+19876543210')).toBe(false);
  });
});
