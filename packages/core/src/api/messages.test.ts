import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  ACCOUNT_ERROR_MESSAGES,
  OTP_ERROR_MESSAGES,
  otpSendErrorMessage,
  otpSendFailure,
  otpVerifyErrorMessage,
  otpVerifyFailure,
  registrationErrorMessage,
} from './messages.ts';

const answered = (status: number, detail?: unknown) => new ApiError({ status, body: detail === undefined ? {} : { detail } });
const offline = () => new ApiError({ status: 0 });

describe('registration failure (spec §8)', () => {
  it('shows a string detail as it is', () => {
    expect(registrationErrorMessage(answered(400, 'Password is too long'))).toBe('Password is too long');
  });

  it("turns an 'already registered' phone or e-mail into 'This account already exists. Please try logging in instead.'", () => {
    expect(registrationErrorMessage(answered(409, 'Phone number already registered'))).toBe('This account already exists. Please try logging in instead.');
    expect(registrationErrorMessage(answered(409, 'Email already registered'))).toBe('This account already exists. Please try logging in instead.');
  });

  it("gives 'Registration failed. Please try again.' for a non-string detail", () => {
    expect(registrationErrorMessage(answered(422, [{ loc: ['body', 'phone'], msg: 'field required' }]))).toBe('Registration failed. Please try again.');
    expect(registrationErrorMessage(answered(500))).toBe('Registration failed. Please try again.');
    expect(registrationErrorMessage(new Error('boom'))).toBe('Registration failed. Please try again.');
  });

  it("gives 'Network error. Please check your connection.' when no response arrived", () => {
    expect(registrationErrorMessage(offline())).toBe('Network error. Please check your connection.');
  });
});

describe('OTP send failure (spec §8)', () => {
  it("says 'Too many requests. Please try again later.' on 429", () => {
    expect(otpSendErrorMessage(answered(429, 'Slow down'))).toBe('Too many requests. Please try again later.');
  });

  it("says 'Invalid phone number format. Please enter a valid 10-digit number.' when the phone is refused", () => {
    expect(otpSendErrorMessage(answered(422, 'Please enter a valid 10-digit phone number'))).toBe(
      'Invalid phone number format. Please enter a valid 10-digit number.',
    );
    expect(otpSendErrorMessage(answered(400))).toBe('Invalid phone number format. Please enter a valid 10-digit number.');
  });

  it("shows the server's detail on 503 (no SMS provider), else the unavailable text", () => {
    expect(otpSendErrorMessage(answered(503, 'Sign-in by SMS code is not available at the moment. Please sign in with your password.'))).toBe(
      'Sign-in by SMS code is not available at the moment. Please sign in with your password.',
    );
    expect(otpSendErrorMessage(answered(503, 'SMS is down for maintenance'))).toBe('SMS is down for maintenance');
    expect(otpSendErrorMessage(answered(503))).toBe(OTP_ERROR_MESSAGES.unavailable);
  });

  it("otherwise says 'Failed to send OTP. Please check the phone number and try again.'", () => {
    expect(otpSendErrorMessage(answered(500))).toBe('Failed to send OTP. Please check the phone number and try again.');
    expect(otpSendErrorMessage(offline())).toBe('Failed to send OTP. Please check the phone number and try again.');
    expect(otpSendErrorMessage(new Error('boom'))).toBe('Failed to send OTP. Please check the phone number and try again.');
  });
});

describe('OTP verify failure (spec §8)', () => {
  it("shows the invalid and expired texts: 'Invalid OTP. Please enter the correct 6-digit code.', 'The OTP has expired. Please request a new one.'", () => {
    expect(otpVerifyErrorMessage(answered(400, 'Invalid OTP. Please enter the correct 6-digit code.'))).toBe(
      'Invalid OTP. Please enter the correct 6-digit code.',
    );
    expect(otpVerifyErrorMessage(answered(400, 'The OTP has expired. Please request a new one.'))).toBe('The OTP has expired. Please request a new one.');
  });

  it("shows 'Please request OTP first' when no code was sent", () => {
    expect(otpVerifyErrorMessage(answered(400, 'Please request OTP first'))).toBe('Please request OTP first');
  });

  it("says 'Too many requests. Please try again later.' on 429", () => {
    expect(otpVerifyErrorMessage(answered(429))).toBe('Too many requests. Please try again later.');
  });

  it("otherwise says 'Failed to verify OTP. Please try again.'", () => {
    expect(otpVerifyErrorMessage(answered(400, 'Some internal text'))).toBe('Failed to verify OTP. Please try again.');
    expect(otpVerifyErrorMessage(answered(500))).toBe('Failed to verify OTP. Please try again.');
    expect(otpVerifyErrorMessage(offline())).toBe('Failed to verify OTP. Please try again.');
    expect(otpVerifyErrorMessage(new Error('boom'))).toBe('Failed to verify OTP. Please try again.');
  });
});

describe('OTP failures as codes, for a widget to say in its language', () => {
  it('names the send failure: too many requests, SMS unavailable, a rejected phone, else the generic one', () => {
    expect(otpSendFailure(answered(429))).toBe('tooManyRequests');
    expect(otpSendFailure(answered(503, 'SMS is off'))).toBe('unavailable');
    expect(otpSendFailure(answered(422))).toBe('invalidPhone');
    expect(otpSendFailure(offline())).toBe('sendFailed');
  });

  it("names the check failure by the server's English detail, compared with the texts the widget gives", () => {
    const english = (failure: keyof typeof OTP_ERROR_MESSAGES) => OTP_ERROR_MESSAGES[failure];
    expect(otpVerifyFailure(answered(400, OTP_ERROR_MESSAGES.expired), english)).toBe('expired');
    expect(otpVerifyFailure(answered(400, 'Please request OTP first'), english)).toBe('notRequested');
    expect(otpVerifyFailure(answered(429), english)).toBe('tooManyRequests');
    expect(otpVerifyFailure(answered(400, 'Some internal text'), english)).toBe('verifyFailed');
  });
});

describe('the catalogue texts (spec §8)', () => {
  it('words the sign-in failures as the spec does', () => {
    expect(ACCOUNT_ERROR_MESSAGES.invalidPhoneLogin).toBe('Invalid phone number or password');
    expect(ACCOUNT_ERROR_MESSAGES.invalidEmailLogin).toBe('Invalid email or password');
    expect(ACCOUNT_ERROR_MESSAGES.invalidPhoneLoginChecked).toBe('Invalid phone number or password. Please check your credentials.');
    expect(ACCOUNT_ERROR_MESSAGES.loginFailed).toBe('Login failed. Please try again.');
    expect(ACCOUNT_ERROR_MESSAGES.noVerifiedPhone).toBe('No phone number found in Firebase user');
    expect(ACCOUNT_ERROR_MESSAGES.adminInfoFailed).toBe('Failed to fetch admin info');
  });

  it('words the OTP failures that have no status of their own as the spec does', () => {
    expect(OTP_ERROR_MESSAGES.botCheckFailed).toBe('reCAPTCHA verification failed. Please try again.');
    expect(OTP_ERROR_MESSAGES.refreshPage).toBe('Please refresh the page and try again.');
    expect(OTP_ERROR_MESSAGES.resendFailed).toBe('Failed to resend OTP. Please try again.');
  });
});
