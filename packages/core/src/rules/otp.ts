import { digitsOnly } from './phone.ts';

export const OTP_LENGTH = 6;
/** A resend is possible when this countdown, started after each send, reaches zero. */
export const OTP_RESEND_SECONDS = 30;

export const OTP_MESSAGES = {
  invalid: 'Please enter a valid 6-digit OTP',
  notRequested: 'Please request OTP first',
} as const;

/** OTP input filter: digits only, at most 6. */
export function otpInput(text: string): string {
  return digitsOnly(text, OTP_LENGTH);
}

export function isOtp(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}

/**
 * Before verifying: a code must have been requested, and the code must be exactly 6 digits.
 * (The phone must be 10 digits to send: see `validateLoginPhone`.)
 */
export function validateOtp(code: string, requested = true): string | null {
  if (!requested) return OTP_MESSAGES.notRequested;
  return isOtp(code) ? null : OTP_MESSAGES.invalid;
}
