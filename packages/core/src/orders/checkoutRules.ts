import type { Cart, SellerDeliveryEstimate } from '../cart/cartTypes.ts';
import type { Address, CheckoutResponse } from './orderTypes.ts';

/** The sellers of the cart whose delivery radius does not reach the address it is priced to: checkout would refuse them. */
export function deliveriesBeyondReach(cart: Pick<Cart, 'deliveries'>): SellerDeliveryEstimate[] {
  return cart.deliveries.filter((delivery) => delivery.within_reach === false);
}

/** The address checkout starts with: the default one, otherwise the first (spec storefront §2). */
export function preselectedAddress(addresses: readonly Address[]): Address | null {
  return addresses.find((address) => address.is_default) ?? addresses[0] ?? null;
}

/** Where checkout goes: the order, or My Orders when the cart was split into several orders (one per seller). */
export function afterCheckoutPath(response: Pick<CheckoutResponse, 'id' | 'order_ids'>): string {
  return response.order_ids.length > 1 ? '/orders' : `/orders/${response.id}`;
}

/** One line of an address: 'address_line1, address_line2'. */
export function addressStreet(address: Pick<Address, 'address_line1' | 'address_line2'>): string {
  return [address.address_line1, address.address_line2].filter((part) => part && part.trim()).join(', ');
}

/** 'city, state postal_code', as the address cards show it. */
export function addressLocality(address: Pick<Address, 'city' | 'state' | 'postal_code'>): string {
  return `${address.city}, ${address.state} ${address.postal_code}`;
}

/** Where checkout sends the buyer for what it needs first: a session, a cart with items, stored coordinates. */
export type CheckoutRedirect = '/login' | '/cart' | '/location-setup';

/**
 * What a redirect from checkout needs, in the spec's order: a session, a cart with items, stored
 * coordinates. (Only Nirmaan's own site redirects; elsewhere the widget says what is needed.)
 */
export function checkoutRedirect(state: { signedIn: boolean; cartEmpty: boolean | null; hasLocation: boolean | null }): CheckoutRedirect | null {
  if (!state.signedIn) return '/login';
  if (state.cartEmpty === true) return '/cart';
  if (state.hasLocation === false) return '/location-setup';
  return null;
}
