import { describe, expect, it } from 'vitest';
import { isOtp, OTP_RESEND_SECONDS, otpInput, validateOtp } from './otp.ts';

describe('OTP (spec §5)', () => {
  it('input keeps digits only, at most 6', () => {
    expect(otpInput('12 34-56')).toBe('123456');
    expect(otpInput('1234567')).toBe('123456');
    expect(otpInput('abc')).toBe('');
  });

  it('accepts exactly 6 digits', () => {
    expect(validateOtp('123456')).toBeNull();
    expect(isOtp(' 000000 ')).toBe(true);
  });

  it("rejects anything else with 'Please enter a valid 6-digit OTP'", () => {
    for (const code of ['', '12345', '1234567', '12345a', '12 456']) {
      expect(validateOtp(code), code).toBe('Please enter a valid 6-digit OTP');
    }
  });

  it("says 'Please request OTP first' when no code was sent, whatever was typed", () => {
    expect(validateOtp('123456', false)).toBe('Please request OTP first');
    expect(validateOtp('', false)).toBe('Please request OTP first');
  });

  it('allows a resend after a 30-second countdown (spec §9)', () => {
    expect(OTP_RESEND_SECONDS).toBe(30);
  });
});
