import { errorDetail } from '../api/errors.ts';
import { validateAddress, type AddressField, type AddressForm } from '../rules/address.ts';
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

/** The form as the API takes it: trimmed, blank line 2 as null. */
export function toAddressInput(form: AddressForm): AddressInput {
  return {
    address_line1: form.address_line1.trim(),
    address_line2: form.address_line2.trim() || null,
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
  return { ...address, address_line2: address.address_line2 ?? '' };
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
