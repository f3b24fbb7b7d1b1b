import { validateOptionalEmail } from './buyerSignup.ts';
import { splitFullName, validateFullName } from './names.ts';
import { PASSWORD_MESSAGES, validatePasswordConfirmation, validatePasswordLength } from './password.ts';
import { addError, type FieldErrors } from './types.ts';

/*
 * The buyer's own account (issue 28, self-service): the Profile tab's Edit Profile and Change
 * Password forms, checked as the server checks them (PUT /users/me, PUT /users/me/password).
 */

export const BUYER_ACCOUNT_TEXTS = {
  editProfile: 'Edit Profile',
  changePassword: 'Change Password',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  profileSaved: 'Your profile is saved.',
  passwordChanged: 'Your password is changed. Other devices signed in to your account are signed out.',
  currentPasswordRequired: 'Enter your current password',
  phoneStays: 'Your phone number is how you sign in: it cannot be changed here.',
  forgotPassword: 'Forgot password?',
  resetTitle: 'Reset your password',
  resetIntro: 'Enter the phone number of your account. We will send a 6-digit code by SMS; then you choose a new password.',
  verifyCode: 'Verify Code',
  setNewPassword: 'Set New Password',
  passwordReset: 'Your new password is set and you are signed in. Other devices signed in to your account are signed out.',
  resetUnavailable: 'We cannot send SMS codes at the moment, so a password cannot be reset here. Please try again later.',
} as const;

export interface BuyerProfileForm {
  fullName: string;
  email: string;
}

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateBuyerProfile(form: BuyerProfileForm): FieldErrors<keyof BuyerProfileForm> {
  const errors: FieldErrors<keyof BuyerProfileForm> = {};
  addError(errors, 'fullName', validateFullName(form.fullName));
  addError(errors, 'email', validateOptionalEmail(form.email));
  return errors;
}

/** What PUT /users/me receives: the full name split as at sign-up, an empty e-mail as none. */
export function buyerProfileUpdate(form: BuyerProfileForm): { first_name: string; last_name: string; email: string | null } {
  return { ...splitFullName(form.fullName), email: form.email.trim() === '' ? null : form.email.trim() };
}

export interface PasswordResetForm {
  newPassword: string;
  confirmPassword: string;
}

/** The forgotten-password form's last step (POST /users/password/reset), checked as at sign-up. */
export function validatePasswordReset(form: PasswordResetForm): FieldErrors<keyof PasswordResetForm> {
  const errors: FieldErrors<keyof PasswordResetForm> = {};
  addError(errors, 'newPassword', validatePasswordLength(form.newPassword, PASSWORD_MESSAGES.tooShort));
  addError(errors, 'confirmPassword', validatePasswordConfirmation(form.newPassword, form.confirmPassword));
  return errors;
}

export function validatePasswordChange(form: PasswordChangeForm): FieldErrors<keyof PasswordChangeForm> {
  const errors: FieldErrors<keyof PasswordChangeForm> = {};
  if (form.currentPassword === '') addError(errors, 'currentPassword', BUYER_ACCOUNT_TEXTS.currentPasswordRequired);
  addError(errors, 'newPassword', validatePasswordLength(form.newPassword, PASSWORD_MESSAGES.tooShort));
  addError(errors, 'confirmPassword', validatePasswordConfirmation(form.newPassword, form.confirmPassword));
  return errors;
}
