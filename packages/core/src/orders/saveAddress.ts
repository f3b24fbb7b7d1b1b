import { errorDetail } from '../api/errors.ts';
import { validateAddress, type AddressField, type AddressForm } from '../rules/address.ts';
import { normalizeIndianPhone } from '../rules/phone.ts';
import type { FieldErrors } from '../rules/types.ts';
import { ordersApi } from './orders.ts';
import type { OrdersApi } from './ordersApi.ts';
import type { Address, AddressInput } from './orderTypes.ts';

export const ADDRESS_SAVE_MESSAGES = {
  createFailed: 'Failed to create address. Please try again.',
  updateFailed: 'Failed to update address. Please try again.',
  deleteFailed: 'Failed to delete address. Please try again.',
} as const;

export type SaveAddressOutcome = { ok: true; address: Address } | { ok: false; errors: FieldErrors<AddressField>; message: string | null };

/** The form as the API takes it: trimmed, blank optional texts as null, the site contact's mobile with +91. */
export function toAddressInput(form: AddressForm): AddressInput {
  const phone = form.site_contact_phone.trim();
  return {
    address_line1: form.address_line1.trim(),
    address_line2: form.address_line2.trim() || null,
    landmark: form.landmark.trim() || null,
    site_contact_name: form.site_contact_name.trim() || null,
    site_contact_phone: phone ? normalizeIndianPhone(phone) : null,
    delivery_instructions: form.delivery_instructions.trim() || null,
    city: form.city.trim(),
    state: form.state.trim(),
    postal_code: form.postal_code.trim(),
    country: form.country,
    latitude: form.latitude,
    longitude: form.longitude,
    is_default: form.is_default,
  };
}

export function toAddressForm(address: Address): AddressForm {
  return {
    ...address,
    address_line2: address.address_line2 ?? '',
    landmark: address.landmark ?? '',
    site_contact_name: address.site_contact_name ?? '',
    // Shown as the 10 digits the buyer typed.
    site_contact_phone: address.site_contact_phone?.replace(/^\+91/, '') ?? '',
    delivery_instructions: address.delivery_instructions ?? '',
  };
}

/** Creates (no id) or updates an address; field errors first, then the server's answer (spec §8 failure text). */
export async function saveAddress(
  form: AddressForm,
  id: number | null,
  api: Pick<OrdersApi, 'createAddress' | 'updateAddress'> = ordersApi,
): Promise<SaveAddressOutcome> {
  const errors = validateAddress(form);
  if (Object.keys(errors).length > 0) return { ok: false, errors, message: null };
  try {
    const input = toAddressInput(form);
    const address = id === null ? await api.createAddress(input) : await api.updateAddress(id, input);
    return { ok: true, address };
  } catch (error) {
    const fallback = id === null ? ADDRESS_SAVE_MESSAGES.createFailed : ADDRESS_SAVE_MESSAGES.updateFailed;
    return { ok: false, errors: {}, message: errorDetail(error, fallback, fallback) };
  }
}
