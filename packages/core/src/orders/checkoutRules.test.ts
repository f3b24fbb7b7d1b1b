import { describe, expect, it } from 'vitest';
import { addressLocality, afterCheckoutPath, checkoutRedirect, deliveriesBeyondReach, preselectedAddress } from './checkoutRules.ts';
import { CHECKOUT_TEXTS } from './checkoutTexts.ts';
import type { Address } from './orderTypes.ts';

const address = (id: number, isDefault = false): Address => ({
  id,
  address_line1: `${id} MG Road`,
  address_line2: null,
  city: 'Bangalore',
  state: 'Karnataka',
  postal_code: '560001',
  country: 'India',
  landmark: null,
  site_contact_name: null,
  site_contact_phone: null,
  delivery_instructions: null,
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

  it('says how many orders and deliveries a cart becomes, and which sellers do not reach the address', () => {
    expect(CHECKOUT_TEXTS.split(1)).toBe('One supplier, one delivery.');
    expect(CHECKOUT_TEXTS.split(2)).toBe('2 suppliers, 2 deliveries: one order for each, with its own delivery charge.');
    const near = { seller_id: 1, seller_name: 'Sri Balaji Traders', distance_km: 3.2, delivery_charge: 330, delivery_radius_km: 80, within_reach: true };
    const far = { seller_id: 2, seller_name: 'Kovai Cement Depot', distance_km: 216.2, delivery_charge: 5655, delivery_radius_km: 80, within_reach: false };
    const unknown = { ...near, seller_id: 3, distance_km: null, within_reach: null };
    expect(deliveriesBeyondReach({ deliveries: [near, far, unknown] })).toEqual([far]);
    expect(CHECKOUT_TEXTS.beyondReach(far)).toBe(
      'Kovai Cement Depot delivers within 80 km; this address is 216.2 km away. Remove its items or choose another address.',
    );
  });
});
