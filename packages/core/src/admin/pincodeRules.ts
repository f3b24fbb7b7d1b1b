import { isValidPincode, PINCODE_MESSAGES } from '../rules/pincode.ts';
import { addError, type FieldErrors } from '../rules/types.ts';
import type { PincodeInput, PincodeRecord } from './adminTypes.ts';

// The pincode screen's rules (spec toolkit §5, §8, §9), apart from the rest of the admin area's.

/** The pincode table shows 10 a page (spec toolkit §9). */
export const PINCODE_PAGE_SIZE = 10;
/** The states and union territories of the pincode dialog: Karnataka first, Arunachal Pradesh last (spec toolkit §5). */
export const INDIAN_STATES = [
  'Karnataka',
  'Tamil Nadu',
  'Kerala',
  'Andhra Pradesh',
  'Telangana',
  'Maharashtra',
  'Goa',
  'Gujarat',
  'Rajasthan',
  'Madhya Pradesh',
  'Chhattisgarh',
  'Uttar Pradesh',
  'Uttarakhand',
  'Bihar',
  'Jharkhand',
  'Odisha',
  'West Bengal',
  'Punjab',
  'Haryana',
  'Himachal Pradesh',
  'Delhi',
  'Jammu and Kashmir',
  'Puducherry',
  'Assam',
  'Sikkim',
  'Meghalaya',
  'Manipur',
  'Mizoram',
  'Nagaland',
  'Tripura',
  'Arunachal Pradesh',
] as const;

export const PINCODE_FORM_LIMITS = { city: 100, area: 200, state: 100 } as const;

/** The pincode dialog's and screen's messages (spec toolkit §5, §8) and ours for what it leaves open. */
export const PINCODE_ADMIN_MESSAGES = {
  pincode: PINCODE_MESSAGES.invalid,
  required: 'Please fill in all required fields',
  duplicate: (pincode: string) => `Pincode ${pincode} already exists`,
  notFound: (pincode: string) => `Pincode ${pincode} not found`,
  deleted: (pincode: string) => `Pincode ${pincode} deleted`,
  seeded: (count: number) => (count === 0 ? 'All standard pincodes are already present' : `Added ${count} pincode${count === 1 ? '' : 's'}`),
  cityTooLong: `City must be at most ${PINCODE_FORM_LIMITS.city} characters`,
  areaTooLong: `Area must be at most ${PINCODE_FORM_LIMITS.area} characters`,
  stateTooLong: `State must be at most ${PINCODE_FORM_LIMITS.state} characters`,
  saveFailed: 'Failed to save pincode',
  seedFailed: 'Failed to seed pincodes',
  deleteFailed: 'Failed to delete pincode',
  statusFailed: 'Failed to update status',
} as const;

/** What the pincode dialog holds, as typed. */
export interface PincodeForm {
  pincode: string;
  city: string;
  area: string;
  state: string;
  is_active: boolean;
}

export type PincodeFormField = 'pincode' | 'city' | 'area' | 'state';

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function emptyPincodeForm(): PincodeForm {
  return { pincode: '', city: '', area: '', state: INDIAN_STATES[0], is_active: true };
}

export function toPincodeForm(record: PincodeRecord): PincodeForm {
  return { pincode: record.pincode, city: record.city, area: record.area ?? '', state: record.state, is_active: record.is_active };
}

/**
 * Pincode 6 digits; city and state required ('Please fill in all required fields'); area labelled
 * required but not enforced (spec toolkit §5). Empty when the form is valid.
 */
export function validatePincodeForm(form: PincodeForm): FieldErrors<PincodeFormField> {
  const errors: FieldErrors<PincodeFormField> = {};
  addError(errors, 'pincode', isValidPincode(form.pincode.trim()) ? null : PINCODE_ADMIN_MESSAGES.pincode);
  addError(errors, 'city', form.city.trim() === '' ? PINCODE_ADMIN_MESSAGES.required : null);
  addError(errors, 'city', form.city.trim().length > PINCODE_FORM_LIMITS.city ? PINCODE_ADMIN_MESSAGES.cityTooLong : null);
  addError(errors, 'state', form.state.trim() === '' ? PINCODE_ADMIN_MESSAGES.required : null);
  addError(errors, 'state', form.state.trim().length > PINCODE_FORM_LIMITS.state ? PINCODE_ADMIN_MESSAGES.stateTooLong : null);
  addError(errors, 'area', form.area.trim().length > PINCODE_FORM_LIMITS.area ? PINCODE_ADMIN_MESSAGES.areaTooLong : null);
  return errors;
}

/** The request body for a valid dialog (validatePincodeForm first); an empty area is sent as null. */
export function toPincodeInput(form: PincodeForm): PincodeInput {
  return { pincode: form.pincode.trim(), city: form.city.trim(), state: form.state.trim(), area: blankToNull(form.area), is_active: form.is_active };
}
