import { errorDetail, isApiError, otpVerifyFailure, type OtpFailure } from '@nirmaan/core';
import { signInCatalogue, type SignInMessages } from './signInMessages.ts';

/**
 * A failed seller sign-in in the widget's language (spec toolkit §8): wrong credentials give 'Invalid
 * email or password'; anything else (a deactivated account, too many attempts) the server's detail,
 * the network's failure when nothing answered, else 'Login failed. Please try again.'.
 */
export function sellerLoginErrorMessage(error: unknown, messages: SignInMessages): string {
  if (isApiError(error) && error.status === 401) return messages['error.invalidEmail']();
  return errorDetail(error, messages['error.failed'](), messages['error.network']());
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

/** An OTP failure in the widget's language (the catalogue's `otp.error.*` texts). */
export function otpFailureText(failure: OtpFailure, messages: SignInMessages): string {
  return messages[`otp.error.${failure}`]();
}

/** The English text of an OTP failure, to compare with the server's detail (it answers the check in English). */
const englishOtpText = (failure: OtpFailure) => signInCatalogue.english[`otp.error.${failure}`]();

/** The failure when it was about the code itself (wrong, expired, not requested, too many tries); else null. */
export function otpCodeFailure(error: unknown): OtpFailure | null {
  const failure = otpVerifyFailure(error, englishOtpText);
  return failure === 'verifyFailed' ? null : failure;
}

/**
 * A failed OTP sign-in in the widget's language: the code's own problems (wrong, expired, not
 * requested, too many tries) in the catalogue's words; a failed login after a good code shows the
 * server's detail (e.g. no account for that phone), the network's failure, or 'Login failed. Please try again.'.
 */
export function otpLoginErrorMessage(error: unknown, messages: SignInMessages): string {
  const failure = otpCodeFailure(error);
  if (failure) return otpFailureText(failure, messages);
  return errorDetail(error, messages['error.failed'](), messages['error.network']());
}

/** A failed resend: too many sends keep their own text, a site that cannot send SMS (503) says so; anything else is 'Failed to resend OTP...'. */
export function otpResendFailure(error: unknown): OtpFailure {
  if (!isApiError(error)) return 'resendFailed';
  if (error.status === 429) return 'tooManyRequests';
  if (error.status === 503) return 'unavailable';
  return 'resendFailed';
}
