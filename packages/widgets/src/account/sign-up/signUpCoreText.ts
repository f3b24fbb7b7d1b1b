import {
  ACCOUNT_ERROR_MESSAGES,
  BUYER_SIGNUP_MESSAGES,
  OTP_ERROR_MESSAGES,
  PASSWORD_MESSAGES,
  PHONE_VERIFICATION_SIGNUP_MESSAGES,
  SELLER_SIGNUP_MESSAGES,
} from '@nirmaan/core';
import type { SignUpMessages } from './signUpMessages.ts';

type Key = keyof SignUpMessages;

/** Core's English texts (the spec's, which the server and the tests quote) and their keys in the sign-up catalogue. */
const KEYS: ReadonlyArray<readonly [string, Key]> = [
  [BUYER_SIGNUP_MESSAGES.fullNameRequired, 'error.fullNameRequired'],
  [BUYER_SIGNUP_MESSAGES.phoneRequired, 'error.phoneRequired'],
  [BUYER_SIGNUP_MESSAGES.phoneLength, 'error.phoneLength'],
  [BUYER_SIGNUP_MESSAGES.emailInvalid, 'error.emailInvalid'],
  [PHONE_VERIFICATION_SIGNUP_MESSAGES.emailInvalid, 'error.emailInvalidPlease'],
  [PHONE_VERIFICATION_SIGNUP_MESSAGES.phoneInvalid, 'error.phoneInvalid'],
  [SELLER_SIGNUP_MESSAGES.nameRequired, 'error.businessNameRequired'],
  [SELLER_SIGNUP_MESSAGES.emailRequired, 'error.emailRequired'],
  [PASSWORD_MESSAGES.tooShort, 'error.passwordShort'],
  [PASSWORD_MESSAGES.tooShortLong, 'error.passwordShortLong'],
  [PASSWORD_MESSAGES.tooLong, 'error.passwordLong'],
  [PASSWORD_MESSAGES.confirmRequired, 'error.confirmRequired'],
  [PASSWORD_MESSAGES.mismatch, 'error.mismatch'],
  [ACCOUNT_ERROR_MESSAGES.registrationFailed, 'error.registrationFailed'],
  [ACCOUNT_ERROR_MESSAGES.accountExists, 'error.accountExists'],
  [ACCOUNT_ERROR_MESSAGES.network, 'error.network'],
  [OTP_ERROR_MESSAGES.invalidPhone, 'error.otpInvalidPhone'],
  [OTP_ERROR_MESSAGES.tooManyRequests, 'error.otpTooMany'],
  [OTP_ERROR_MESSAGES.sendFailed, 'error.otpSendFailed'],
];

const KEY_OF = new Map(KEYS);

/**
 * A text core wrote in English for the sign-up forms (a field's check, a registration or code
 * failure) in the form's language; any other text (a server's own detail) is shown as it came.
 */
export function signUpCoreText(messages: SignUpMessages, text: string): string {
  const key = KEY_OF.get(text);
  return key ? (messages[key] as () => string)() : text;
}

/** Each field's error of a form, in the form's language (signUpCoreText). */
export function signUpCoreErrors<Field extends string>(
  messages: SignUpMessages,
  errors: Partial<Record<Field, string | null | undefined>>,
): Partial<Record<Field, string>> {
  const shown: Partial<Record<Field, string>> = {};
  for (const [field, text] of Object.entries(errors) as [Field, string | null | undefined][]) if (text) shown[field] = signUpCoreText(messages, text);
  return shown;
}
