import { addError, type FieldErrors } from './types.ts';

/** Country choices of the address form; India is the default (spec storefront §3, §5). */
export const ADDRESS_COUNTRIES = ['India', 'United States', 'United Kingdom', 'Canada', 'Australia'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];
export const DEFAULT_COUNTRY: AddressCountry = 'India';

export interface AddressForm {
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  is_default: boolean;
}

export type AddressField = 'address_line1' | 'city' | 'state' | 'postal_code' | 'country';

/** The spec marks these required without wording; the texts are ours. */
export const ADDRESS_MESSAGES = {
  address_line1: 'Address line 1 is required',
  city: 'City is required',
  state: 'State is required',
  postal_code: 'Postal code is required',
  country: 'Country is required',
} as const satisfies Record<AddressField, string>;

export const REQUIRED_ADDRESS_FIELDS = Object.keys(ADDRESS_MESSAGES) as AddressField[];

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
    latitude: null,
    longitude: null,
    is_default: false,
  };
}

export function validateAddress(form: Pick<AddressForm, AddressField>): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    addError(errors, field, form[field].trim() === '' ? ADDRESS_MESSAGES[field] : null);
  }
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
