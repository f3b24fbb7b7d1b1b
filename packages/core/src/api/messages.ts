import { errorDetail, isApiError, NETWORK_ERROR_MESSAGE } from './errors.ts';

/** The account screens' error catalogue (spec storefront §8, toolkit §8). */
export const ACCOUNT_ERROR_MESSAGES = {
  network: NETWORK_ERROR_MESSAGE,
  registrationFailed: 'Registration failed. Please try again.',
  accountExists: 'This account already exists. Please try logging in instead.',
  invalidPhoneLogin: 'Invalid phone number or password',
  invalidPhoneLoginChecked: 'Invalid phone number or password. Please check your credentials.',
  invalidEmailLogin: 'Invalid email or password',
  loginFailed: 'Login failed. Please try again.',
  adminInfoFailed: 'Failed to fetch admin info',
  noVerifiedPhone: 'No phone number found in Firebase user',
} as const;

export const OTP_ERROR_MESSAGES = {
  invalidPhone: 'Invalid phone number format. Please enter a valid 10-digit number.',
  tooManyRequests: 'Too many requests. Please try again later.',
  botCheckFailed: 'reCAPTCHA verification failed. Please try again.',
  refreshPage: 'Please refresh the page and try again.',
  sendFailed: 'Failed to send OTP. Please check the phone number and try again.',
  invalidCode: 'Invalid OTP. Please enter the correct 6-digit code.',
  expired: 'The OTP has expired. Please request a new one.',
  notRequested: 'Please request OTP first',
  verifyFailed: 'Failed to verify OTP. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  /** The server's 503 detail when no SMS provider is configured; also what the sign-in's OTP tab then says. */
  unavailable: 'Sign-in by SMS code is not available at the moment. Please sign in with your password.',
} as const;

/** What the phone-verification sign-up says when no SMS provider is configured (apart, so the sign-in does not carry it). */
export const OTP_SIGNUP_UNAVAILABLE = 'Sign-up with an SMS code is not available at the moment. Please create your account with a password.';

/**
 * Registration failure: an 'already registered' phone or e-mail gives the account-exists text,
 * another string detail is shown as it is, a non-string detail gives 'Registration failed...',
 * no response gives the network text.
 */
export function registrationErrorMessage(error: unknown): string {
  const message = errorDetail(error, ACCOUNT_ERROR_MESSAGES.registrationFailed);
  return /already registered/i.test(message) ? ACCOUNT_ERROR_MESSAGES.accountExists : message;
}

/**
 * Why sending, checking or resending an OTP failed: a key of OTP_ERROR_MESSAGES, for a widget to say
 * in its own language (its catalogue holds the texts; the English ones are those of OTP_ERROR_MESSAGES).
 */
export type OtpFailure =
  'invalidPhone' | 'tooManyRequests' | 'sendFailed' | 'invalidCode' | 'expired' | 'notRequested' | 'verifyFailed' | 'resendFailed' | 'unavailable';

/** OTP send failure: 429 is too many requests, 503 (no SMS provider) unavailable, a rejected phone the format, else the generic failure. */
export function otpSendFailure(error: unknown): OtpFailure {
  if (!isApiError(error)) return 'sendFailed';
  if (error.status === 429) return 'tooManyRequests';
  if (error.status === 503) return 'unavailable';
  if (error.status === 400 || error.status === 422) return 'invalidPhone';
  return 'sendFailed';
}

/**
 * OTP send failure in English: otpSendFailure's text, except that a 503 shows the server's detail
 * (why SMS is off) when it gave one.
 */
export function otpSendErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 503 && error.detail !== undefined) return error.detail;
  return OTP_ERROR_MESSAGES[otpSendFailure(error)];
}

const VERIFY_FAILURES = ['invalidCode', 'expired', 'notRequested', 'tooManyRequests'] as const satisfies readonly OtpFailure[];

/**
 * OTP check failure: 429 is too many requests; a detail the server gives for a wrong, expired or
 * unrequested code (or too many tries) is that failure; anything else the generic failure. The server
 * answers the check in English: `englishText` gives each failure's English text to compare with (a
 * widget passes its English catalogue, so it carries no second copy of the texts).
 */
export function otpVerifyFailure(error: unknown, englishText: (failure: OtpFailure) => string): OtpFailure {
  if (!isApiError(error)) return 'verifyFailed';
  if (error.status === 429) return 'tooManyRequests';
  return VERIFY_FAILURES.find((failure) => englishText(failure) === error.detail) ?? 'verifyFailed';
}

/** OTP verify failure in English: the server's invalid / expired / not-requested / too-many texts, else the generic text. */
export function otpVerifyErrorMessage(error: unknown): string {
  return OTP_ERROR_MESSAGES[otpVerifyFailure(error, (failure) => OTP_ERROR_MESSAGES[failure])];
}
