import type { SignInMessages } from './signInMessages.ts';
import { ACCOUNT_ERROR_MESSAGES, errorDetail, isApiError, OTP_ERROR_MESSAGES, otpVerifyErrorMessage } from '@nirmaan/core';

export type PasswordLoginKind = 'buyer' | 'buyer-checked' | 'seller' | 'admin';

const INVALID_CREDENTIALS: Record<PasswordLoginKind, string> = {
  buyer: ACCOUNT_ERROR_MESSAGES.invalidPhoneLogin,
  'buyer-checked': ACCOUNT_ERROR_MESSAGES.invalidPhoneLoginChecked,
  seller: ACCOUNT_ERROR_MESSAGES.invalidEmailLogin,
  admin: ACCOUNT_ERROR_MESSAGES.invalidEmailLogin,
};

/**
 * A failed password sign-in (spec storefront §8, toolkit §8): wrong credentials give the form's
 * own text; anything else (a deactivated account, too many attempts) the server's detail, the
 * network text when nothing answered, else 'Login failed. Please try again.'.
 */
export function passwordLoginErrorMessage(error: unknown, kind: PasswordLoginKind): string {
  if (isApiError(error) && error.status === 401) return INVALID_CREDENTIALS[kind];
  return errorDetail(error, ACCOUNT_ERROR_MESSAGES.loginFailed);
}

/**
 * A failed buyer password sign-in in the widget's language: wrong credentials in the form's own
 * words ('Please check your credentials.' added on the buyer-only form), the server's reason as it
 * gave it, the network's failure, else 'Login failed. Please try again.'.
 */
export function buyerPasswordLoginMessage(error: unknown, checked: boolean, messages: SignInMessages): string {
  if (isApiError(error) && error.status === 401) return checked ? messages['error.invalidChecked']() : messages['error.invalid']();
  return errorDetail(error, messages['error.failed'](), messages['error.network']());
}

const VERIFY_DETAILS: readonly string[] = [OTP_ERROR_MESSAGES.invalidCode, OTP_ERROR_MESSAGES.expired, OTP_ERROR_MESSAGES.notRequested];

/**
 * A failed OTP sign-in: the code's own problems (wrong, expired, not requested, too many tries)
 * in the OTP catalogue's words; a failed login after a good code shows the server's detail (e.g.
 * no account for that phone) or 'Login failed. Please try again.'.
 */
export function otpLoginErrorMessage(error: unknown): string {
  if (isOtpCodeError(error)) return otpVerifyErrorMessage(error);
  return errorDetail(error, ACCOUNT_ERROR_MESSAGES.loginFailed);
}

/** True when a failure was about the code itself (wrong, expired, not requested, too many tries). */
export function isOtpCodeError(error: unknown): boolean {
  return isApiError(error) && (error.status === 429 || (error.detail !== undefined && VERIFY_DETAILS.includes(error.detail)));
}

/**
 * A failed resend: too many sends keep their own text, a site that cannot send SMS (503) the
 * server's reason; anything else is 'Failed to resend OTP...'.
 */
export function otpResendErrorMessage(error: unknown): string {
  if (!isApiError(error)) return OTP_ERROR_MESSAGES.resendFailed;
  if (error.status === 429) return OTP_ERROR_MESSAGES.tooManyRequests;
  if (error.status === 503) return error.detail ?? OTP_ERROR_MESSAGES.unavailable;
  return OTP_ERROR_MESSAGES.resendFailed;
}
