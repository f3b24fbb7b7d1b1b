import { BUYER_ACCOUNT_TEXTS, BUYER_SIGNUP_MESSAGES, FULL_NAME_REQUIRED_MESSAGE, PASSWORD_MESSAGES } from '@nirmaan/core';
import type { ProfileMessages } from './profileMessages.ts';

/**
 * A message core's account rules wrote in English (Edit Profile's and Change Password's checks) in
 * the account's language. Core's checks return the English texts the spec and the server use; the
 * account shows each in its catalogue's words. Any other text is shown as it came.
 */
export function profileCoreText(messages: ProfileMessages, text: string): string {
  switch (text) {
    case FULL_NAME_REQUIRED_MESSAGE:
      return messages['error.fullName']();
    case BUYER_SIGNUP_MESSAGES.emailInvalid:
      return messages['error.email']();
    case BUYER_ACCOUNT_TEXTS.currentPasswordRequired:
      return messages['error.currentPassword']();
    case PASSWORD_MESSAGES.tooShort:
      return messages['error.passwordShort']();
    case PASSWORD_MESSAGES.tooLong:
      return messages['error.passwordLong']();
    case PASSWORD_MESSAGES.confirmRequired:
      return messages['error.confirmRequired']();
    case PASSWORD_MESSAGES.mismatch:
      return messages['error.mismatch']();
    default:
      return text;
  }
}

/** Each field's error of a form, in the account's language (profileCoreText). */
export function profileCoreErrors<Field extends string>(
  messages: ProfileMessages,
  errors: Partial<Record<Field, string | undefined>>,
): Partial<Record<Field, string>> {
  const shown: Partial<Record<Field, string>> = {};
  for (const [field, text] of Object.entries(errors) as [Field, string | undefined][]) if (text) shown[field] = profileCoreText(messages, text);
  return shown;
}
