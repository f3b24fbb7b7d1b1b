import { describe, expect, it } from 'vitest';
import { addressLocality, afterCheckoutPath, checkoutRedirect, preselectedAddress } from './checkoutRules.ts';
import type { Address } from './orderTypes.ts';

const address = (id: number, isDefault = false): Address => ({
  id,
  address_line1: `${id} MG Road`,
  address_line2: null,
  city: 'Bangalore',
  state: 'Karnataka',
  postal_code: '560001',
  country: 'India',
  latitude: null,
  longitude: null,
  is_default: isDefault,
});

describe('checkout rules', () => {
  it('preselects the default address, otherwise the first', () => {
    expect(preselectedAddress([address(1), address(2, true)])?.id).toBe(2);
    expect(preselectedAddress([address(1), address(2)])?.id).toBe(1);
    expect(preselectedAddress([])).toBeNull();
  });

  it('goes to the order, or to My Orders when the cart became several orders', () => {
    expect(afterCheckoutPath({ id: 7, order_ids: [7] })).toBe('/orders/7');
    expect(afterCheckoutPath({ id: 7, order_ids: [7, 8] })).toBe('/orders');
  });

  it('sends a visitor to /login, an empty cart to /cart and a buyer without coordinates to /location-setup', () => {
    expect(checkoutRedirect({ signedIn: false, cartEmpty: null, hasLocation: null })).toBe('/login');
    expect(checkoutRedirect({ signedIn: true, cartEmpty: true, hasLocation: true })).toBe('/cart');
    expect(checkoutRedirect({ signedIn: true, cartEmpty: false, hasLocation: false })).toBe('/location-setup');
    expect(checkoutRedirect({ signedIn: true, cartEmpty: false, hasLocation: true })).toBeNull();
    expect(checkoutRedirect({ signedIn: true, cartEmpty: null, hasLocation: null })).toBeNull();
  });

  it("writes the locality as 'city, state postal_code'", () => {
    expect(addressLocality(address(1))).toBe('Bangalore, Karnataka 560001');
  });
});
