import { logout, refreshCart, signInBuyer } from '@nirmaan/core';
import { installFakeApi, type FakeApiOptions } from './fakeApi.ts';

/** A story's beforeEach: the fake API with these options and a signed-in buyer; undone afterwards. */
export function asBuyerWith(options: FakeApiOptions = {}) {
  return () => {
    const restore = installFakeApi({ delay: 100, ...options });
    signInBuyer(`story-buyer-${Math.random()}`);
    refreshCart();
    return () => {
      logout();
      restore();
    };
  };
}

export const DEMO_ADDRESSES = [
  { address_line1: 'Plot 7, Whitefield Main Road', city: 'Bangalore', state: 'Karnataka', postal_code: '560066', country: 'India', is_default: true },
  { address_line1: '12 MG Road', address_line2: 'Near Trinity Metro', city: 'Bangalore', state: 'Karnataka', postal_code: '560001', country: 'India' },
];
