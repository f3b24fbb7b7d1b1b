import { PASSWORD_MESSAGES } from './password.ts';
import { normalizeIndianPhone, validateLoginPhone } from './phone.ts';
import { addError, type FieldErrors } from './types.ts';

export const LOGIN_MESSAGES = {
  emailRequired: 'Please enter your email',
  /** The spec requires a password on every login form but gives no text; this one is ours. */
  passwordRequired: PASSWORD_MESSAGES.required,
  /** Phone-code sign-in is offered to buyers only. */
  phoneAuthBuyersOnly: 'Phone authentication is only available for buyers',
} as const;

export interface BuyerLoginForm {
  /** 10 digits, without +91. */
  phone: string;
  password: string;
}

export interface EmailLoginForm {
  email: string;
  password: string;
}

function validatePasswordPresent(password: string): string | null {
  return password === '' ? LOGIN_MESSAGES.passwordRequired : null;
}

export function validateBuyerLogin(form: BuyerLoginForm): FieldErrors<keyof BuyerLoginForm> {
  const errors: FieldErrors<keyof BuyerLoginForm> = {};
  addError(errors, 'phone', validateLoginPhone(form.phone));
  addError(errors, 'password', validatePasswordPresent(form.password));
  return errors;
}

/** Seller (and admin) login: e-mail and password required. */
export function validateEmailLogin(form: EmailLoginForm): FieldErrors<keyof EmailLoginForm> {
  const errors: FieldErrors<keyof EmailLoginForm> = {};
  addError(errors, 'email', form.email.trim() === '' ? LOGIN_MESSAGES.emailRequired : null);
  addError(errors, 'password', validatePasswordPresent(form.password));
  return errors;
}

/** The form field `username` of the buyer login: +91 plus the phone. */
export function buyerLoginUsername(phone: string): string {
  return normalizeIndianPhone(phone);
}
