import { describe, expect, it, vi } from 'vitest';
import { createPincodeChecker } from './pincodeCheck.ts';

const SERVICEABLE = { pincode: '560001', serviceable: true, message: 'Delivery available in MG Road, Bangalore', city: 'Bangalore', area: 'MG Road' };

describe('pincode check', () => {
  it("refuses anything but 6 digits with 'Enter a valid 6-digit pincode' and saves nothing", async () => {
    const save = vi.fn();
    const validatePincode = vi.fn();
    const checker = createPincodeChecker({ validatePincode }, save);
    await checker.check('5600');
    expect(checker.$state.get()).toEqual({ status: 'invalid', result: null, message: 'Enter a valid 6-digit pincode' });
    expect(save).not.toHaveBeenCalled();
    expect(validatePincode).not.toHaveBeenCalled();
  });

  it("saves a valid pincode and shows the server's message", async () => {
    const save = vi.fn();
    const checker = createPincodeChecker({ validatePincode: async () => SERVICEABLE }, save);
    await checker.check('560-001');
    expect(save).toHaveBeenCalledWith('560001');
    expect(checker.$state.get()).toMatchObject({ status: 'checked', message: 'Delivery available in MG Road, Bangalore' });
  });

  it("keeps the pincode saved and says 'Could not validate pincode' when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const save = vi.fn();
    const checker = createPincodeChecker({ validatePincode: async () => Promise.reject(new Error('offline')) }, save);
    await checker.check('600001');
    expect(save).toHaveBeenCalledWith('600001');
    expect(checker.$state.get()).toEqual({ status: 'failed', result: null, message: 'Could not validate pincode' });
  });
});
