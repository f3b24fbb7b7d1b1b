import { isEmail } from './email.ts';
import { PASSWORD_MESSAGES, validatePasswordConfirmation, validatePasswordLength } from './password.ts';
import { addError, type FieldErrors } from './types.ts';

/** Seller sign-up (/seller/register and the seller side of /register). Phone and address are optional. */
export interface SellerSignupForm {
  /** The business name. */
  name: string;
  email: string;
  phone: string;
  address: string;
  password: string;
  confirmPassword: string;
}

export type SellerSignupField = keyof SellerSignupForm;

/**
 * Password wording: storefront §5 says the seller signup checks "password and confirmation as
 * above" (i.e. 'Password must be at least 6 characters'), while toolkit §5 gives seller
 * registration its own text, 'Password must be at least 6 characters long'. The seller screens
 * use the toolkit wording (the more specific of the two, and the document that owns sellers).
 * The invalid e-mail text is not given for sellers; the buyer signup's 'Email is invalid' is used.
 */
export const SELLER_SIGNUP_MESSAGES = {
  nameRequired: 'Business name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordTooShort: PASSWORD_MESSAGES.tooShortLong,
  confirmRequired: PASSWORD_MESSAGES.confirmRequired,
  mismatch: PASSWORD_MESSAGES.mismatch,
} as const;

export function validateBusinessName(name: string): string | null {
  return name.trim() === '' ? SELLER_SIGNUP_MESSAGES.nameRequired : null;
}

export function validateRequiredEmail(email: string): string | null {
  if (email.trim() === '') return SELLER_SIGNUP_MESSAGES.emailRequired;
  return isEmail(email) ? null : SELLER_SIGNUP_MESSAGES.emailInvalid;
}

export function validateSellerSignup(form: SellerSignupForm): FieldErrors<SellerSignupField> {
  const errors: FieldErrors<SellerSignupField> = {};
  addError(errors, 'name', validateBusinessName(form.name));
  addError(errors, 'email', validateRequiredEmail(form.email));
  addError(errors, 'password', validatePasswordLength(form.password, SELLER_SIGNUP_MESSAGES.passwordTooShort));
  addError(errors, 'confirmPassword', validatePasswordConfirmation(form.password, form.confirmPassword));
  return errors;
}

/** The seller profile form of the dashboard: the same name and e-mail rules, no password. */
export type SellerProfileField = 'name' | 'email';

export function validateSellerProfile(form: Pick<SellerSignupForm, 'name' | 'email'>): FieldErrors<SellerProfileField> {
  const errors: FieldErrors<SellerProfileField> = {};
  addError(errors, 'name', validateBusinessName(form.name));
  addError(errors, 'email', validateRequiredEmail(form.email));
  return errors;
}

/** What POST /sellers/register receives (toolkit §7); the confirmation is not sent. */
export interface SellerRegistrationRequest {
  name: string;
  email: string;
  phone: string;
  address: string;
  password: string;
}

export function sellerRegistrationRequest(form: Omit<SellerSignupForm, 'confirmPassword'>): SellerRegistrationRequest {
  return { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim(), address: form.address.trim(), password: form.password };
}
