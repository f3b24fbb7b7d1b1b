import { isValidPincode, PINCODE_MESSAGES } from './pincode.ts';
import { isTenDigitPhone } from './phone.ts';
import { addError, type FieldErrors } from './types.ts';

/**
 * The address form's country. Spec storefront §155 lists India, United States, United Kingdom,
 * Canada and Australia; issue 26 makes delivery India only (every depot and pincode is Indian, and
 * an address abroad could only be refused at checkout), so India is the one country.
 */
export const ADDRESS_COUNTRIES = ['India'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];
export const DEFAULT_COUNTRY: AddressCountry = 'India';

export interface AddressForm {
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  /** A place the driver can find: "Opposite the Ganesha temple". */
  landmark: string;
  /** Who receives the material at the site, and their 10-digit mobile. */
  site_contact_name: string;
  site_contact_phone: string;
  /** For the driver and the unloading: "Lorry entry from the back lane; unload before 6 pm". */
  delivery_instructions: string;
  latitude: number | null;
  longitude: number | null;
  is_default: boolean;
}

export type AddressField = 'address_line1' | 'city' | 'state' | 'postal_code' | 'country' | 'site_contact_phone' | 'delivery_instructions';
type RequiredAddressField = 'address_line1' | 'city' | 'state' | 'postal_code' | 'country';

/** How long the optional texts may be. */
export const ADDRESS_LIMITS = { landmark: 120, siteContactName: 100, deliveryInstructions: 300 } as const;

/** The spec marks these required without wording; the texts are ours. */
export const ADDRESS_MESSAGES = {
  address_line1: 'Address line 1 is required',
  city: 'City is required',
  state: 'State is required',
  postal_code: 'Postal code is required',
  country: 'Country is required',
} as const satisfies Record<RequiredAddressField, string>;

export const REQUIRED_ADDRESS_FIELDS = Object.keys(ADDRESS_MESSAGES) as RequiredAddressField[];

/** The optional fields' messages. */
export const ADDRESS_FIELD_MESSAGES = {
  siteContactPhone: "Enter the site contact's 10-digit mobile number",
  deliveryInstructions: `Keep the delivery instructions within ${ADDRESS_LIMITS.deliveryInstructions} characters`,
  /** India only: anything else would be refused at checkout. */
  country: 'We deliver within India only',
} as const;

export function isAddressCountry(value: string): value is AddressCountry {
  return (ADDRESS_COUNTRIES as readonly string[]).includes(value);
}

export function emptyAddressForm(): AddressForm {
  return {
    address_line1: '',
    address_line2: '',
    city: '',
    state: '',
    postal_code: '',
    country: DEFAULT_COUNTRY,
    landmark: '',
    site_contact_name: '',
    site_contact_phone: '',
    delivery_instructions: '',
    latitude: null,
    longitude: null,
    is_default: false,
  };
}

/**
 * The required fields first (their "... is required"), then the shapes: a 6-digit pincode, India,
 * a 10-digit site contact mobile when one is given, instructions within their length.
 */
export function validateAddress(
  form: Pick<AddressForm, RequiredAddressField> & Partial<Pick<AddressForm, 'site_contact_phone' | 'delivery_instructions'>>,
): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    addError(errors, field, form[field].trim() === '' ? ADDRESS_MESSAGES[field] : null);
  }
  const pincode = form.postal_code.trim();
  if (pincode !== '') addError(errors, 'postal_code', isValidPincode(pincode) ? null : PINCODE_MESSAGES.invalid);
  if (form.country.trim() !== '') addError(errors, 'country', isAddressCountry(form.country) ? null : ADDRESS_FIELD_MESSAGES.country);
  const phone = form.site_contact_phone?.trim() ?? '';
  if (phone !== '') addError(errors, 'site_contact_phone', isTenDigitPhone(phone.replace(/^\+91/, '')) ? null : ADDRESS_FIELD_MESSAGES.siteContactPhone);
  const instructions = form.delivery_instructions?.trim() ?? '';
  addError(errors, 'delivery_instructions', instructions.length > ADDRESS_LIMITS.deliveryInstructions ? ADDRESS_FIELD_MESSAGES.deliveryInstructions : null);
  return errors;
}

/**
 * After a map pick: when the geocoded address text has at least 3 comma-separated parts, city,
 * state and country come from the last three parts, each only where the form's field is still
 * empty. Blank parts (',,') are not counted. Returns a new form; the input is not changed.
 */
export function fillFromGeocodedText<Form extends Pick<AddressForm, 'city' | 'state' | 'country'>>(form: Form, text: string): Form {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const [city, state, country] = parts.slice(-3);
  if (parts.length < 3 || city === undefined || state === undefined || country === undefined) return form;
  return {
    ...form,
    city: form.city.trim() === '' ? city : form.city,
    state: form.state.trim() === '' ? state : form.state,
    country: form.country.trim() === '' ? country : form.country,
  };
}
