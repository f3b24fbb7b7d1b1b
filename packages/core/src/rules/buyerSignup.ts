import { isEmail } from './email.ts';
import { splitFullName, validateFullName } from './names.ts';
import { PASSWORD_MESSAGES, validatePasswordConfirmation, validatePasswordLength } from './password.ts';
import { normalizeIndianPhone } from './phone.ts';
import { addError, type FieldErrors } from './types.ts';

/** The buyer's traditional signup form (spec storefront §5). */
export interface BuyerSignupForm {
  fullName: string;
  /** 10 digits, without +91. */
  phone: string;
  /** Optional. */
  email: string;
  password: string;
  confirmPassword: string;
}

export type BuyerSignupField = keyof BuyerSignupForm;

export const BUYER_SIGNUP_MESSAGES = {
  fullNameRequired: 'Full name is required',
  phoneRequired: 'Phone number is required',
  phoneLength: 'Phone number must be exactly 10 digits',
  emailInvalid: 'Email is invalid',
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  confirmRequired: PASSWORD_MESSAGES.confirmRequired,
  mismatch: PASSWORD_MESSAGES.mismatch,
} as const;

/** Phone required, then exactly 10 digits (a +91 prefix is tolerated: the server adds it anyway). */
export function validateSignupPhone(phone: string): string | null {
  const trimmed = phone.trim();
  if (trimmed === '') return BUYER_SIGNUP_MESSAGES.phoneRequired;
  const local = trimmed.startsWith('+91') ? trimmed.slice(3) : trimmed;
  return /^\d{10}$/.test(local) ? null : BUYER_SIGNUP_MESSAGES.phoneLength;
}

/** E-mail is optional but, when given, must look like an address. */
export function validateOptionalEmail(email: string): string | null {
  return email.trim() === '' || isEmail(email) ? null : BUYER_SIGNUP_MESSAGES.emailInvalid;
}

export function validateBuyerSignup(form: BuyerSignupForm): FieldErrors<BuyerSignupField> {
  const errors: FieldErrors<BuyerSignupField> = {};
  addError(errors, 'fullName', validateFullName(form.fullName));
  addError(errors, 'phone', validateSignupPhone(form.phone));
  addError(errors, 'email', validateOptionalEmail(form.email));
  addError(errors, 'password', validatePasswordLength(form.password, BUYER_SIGNUP_MESSAGES.passwordTooShort));
  addError(errors, 'confirmPassword', validatePasswordConfirmation(form.password, form.confirmPassword));
  return errors;
}

/** What POST /users/register receives (spec storefront §7); the confirmation is not sent. */
export interface BuyerRegistrationRequest {
  phone: string;
  email: string | null;
  password: string;
  first_name: string;
  last_name: string;
  /** The partner site whose widget the buyer signs up through. */
  partner_id?: string;
}

/** The registration a sign-up form sends; `partnerId`: the partner of the widget it is in, if any. */
export function buyerRegistrationRequest(form: Omit<BuyerSignupForm, 'confirmPassword'>, partnerId: string | null = null): BuyerRegistrationRequest {
  const email = form.email.trim();
  return {
    phone: normalizeIndianPhone(form.phone),
    email: email === '' ? null : email,
    password: form.password,
    ...splitFullName(form.fullName),
    ...(partnerId ? { partner_id: partnerId } : {}),
  };
}
