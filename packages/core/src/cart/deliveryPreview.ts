import { atom, computed } from 'nanostores';
import { createQuery } from '../data/query.ts';
import { $session, roleOf } from '../session/session.ts';
import { $cart, cartApi } from './cartStore.ts';
import type { Cart } from './cartTypes.ts';

/*
 * Checkout's delivery preview, apart from the cart store: only checkout carries it (every other
 * widget that shows the cart loads the store without it).
 */

/** The shipping address chosen at checkout (null: none; the cart's own estimate goes to the buyer's location). */
export const $checkoutAddressId = atom<number | null>(null);

/**
 * The cart as checkout will charge it: each seller's delivery to the chosen address (the server's
 * figures), asked again when the address or the cart's lines change; null until the first answer.
 */
const deliveryPreview = createQuery<Cart>(
  [
    'cart-deliveries#',
    computed([$session, $cart, $checkoutAddressId], (tokens, cart, addressId) => {
      if (roleOf(tokens) !== 'buyer' || !tokens.buyer || !cart || addressId === null) return null;
      return `${tokens.buyer}:${addressId}:${cart.cart_items.map((item) => `${item.listing.id}x${item.quantity}`).join(',')}`;
    }),
  ],
  () => cartApi.getCart($checkoutAddressId.get() ?? undefined),
);

export const $deliveryPreview = computed(deliveryPreview.$state, (state) => state.value);
