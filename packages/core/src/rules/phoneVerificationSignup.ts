import { isEmail } from './email.ts';
import { validateFullName } from './names.ts';
import { PASSWORD_MESSAGES, validatePasswordLength } from './password.ts';
import { INVALID_PHONE_MESSAGE, isTenDigitPhone } from './phone.ts';
import { addError, type FieldErrors } from './types.ts';

/** The two-step phone-verification signup page (form, then OTP; spec storefront §5). */
export interface PhoneVerificationSignupForm {
  fullName: string;
  email: string;
  /** 10 digits, without +91. */
  phone: string;
  password: string;
}

export type PhoneVerificationSignupField = keyof PhoneVerificationSignupForm;

/** Full name "not blank" has no text of its own in the spec; the buyer signup's is used. */
export const PHONE_VERIFICATION_SIGNUP_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: PASSWORD_MESSAGES.tooShortLong,
  phoneInvalid: INVALID_PHONE_MESSAGE,
} as const;

export function validatePhoneVerificationSignup(form: PhoneVerificationSignupForm): FieldErrors<PhoneVerificationSignupField> {
  const errors: FieldErrors<PhoneVerificationSignupField> = {};
  addError(errors, 'fullName', validateFullName(form.fullName));
  // E-mail is required here: an empty one is as invalid as a malformed one.
  addError(errors, 'email', isEmail(form.email) ? null : PHONE_VERIFICATION_SIGNUP_MESSAGES.emailInvalid);
  addError(errors, 'phone', isTenDigitPhone(form.phone) ? null : PHONE_VERIFICATION_SIGNUP_MESSAGES.phoneInvalid);
  addError(errors, 'password', validatePasswordLength(form.password, PHONE_VERIFICATION_SIGNUP_MESSAGES.passwordTooShort));
  return errors;
}
