import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { emptyAddressForm } from '../rules/address.ts';
import { saveAddress } from './saveAddress.ts';

const filled = { ...emptyAddressForm(), address_line1: ' 12 MG Road ', city: 'Bangalore', state: 'Karnataka', postal_code: '560001' };

describe('saveAddress', () => {
  it('reports every missing required field and calls nothing', async () => {
    const createAddress = vi.fn();
    const outcome = await saveAddress(emptyAddressForm(), null, { createAddress, updateAddress: vi.fn() });
    expect(outcome).toMatchObject({
      ok: false,
      errors: { address_line1: 'Address line 1 is required', city: 'City is required', postal_code: 'Postal code is required' },
    });
    expect(createAddress).not.toHaveBeenCalled();
  });

  it('creates a new address with trimmed fields and a null second line', async () => {
    const createAddress = vi.fn(async (input: unknown) => ({ id: 4, ...(input as object) }) as never);
    const outcome = await saveAddress(filled, null, { createAddress, updateAddress: vi.fn() });
    expect(outcome.ok).toBe(true);
    expect(createAddress).toHaveBeenCalledWith(expect.objectContaining({ address_line1: '12 MG Road', address_line2: null, country: 'India' }));
  });

  it("says 'Failed to create address. Please try again.' when the server fails", async () => {
    const createAddress = vi.fn(async () => Promise.reject(new ApiError({ status: 500 })));
    expect(await saveAddress(filled, null, { createAddress, updateAddress: vi.fn() })).toEqual({
      ok: false,
      errors: {},
      message: 'Failed to create address. Please try again.',
    });
  });
});
