import { computed } from 'nanostores';
import { apiClient } from '../api/api.ts';
import { $session, roleOf } from '../session/session.ts';
import { createTokenBoundStore } from '../session/tokenBound.ts';
import { createCartApi } from './cartApi.ts';
import type { Cart } from './cartTypes.ts';

export const cartApi = createCartApi(apiClient);

/**
 * The buyer's cart, shared by every widget on the page (spec storefront §4): loaded when a buyer
 * is signed in, emptied when not; every add, update and remove replaces it with the server's answer.
 */
const cartStore = createTokenBoundStore<Cart>('cart', (tokens) => {
  if (roleOf(tokens) !== 'buyer' || !tokens.buyer) return null;
  return { key: `buyer:${tokens.buyer}`, load: () => cartApi.getCart(), onFailure: () => {} };
});

export const $cartState = cartStore.$state;
export const $cart = computed(cartStore.$state, (state) => state.value);
/** The header badge: number of units in the cart. */
export const $cartCount = computed($cart, (cart) => cart?.cart_items?.reduce((count, item) => count + item.quantity, 0) ?? 0);

export const refreshCart = cartStore.refresh;

async function replacing(call: Promise<Cart>): Promise<Cart> {
  const cart = await call;
  cartStore.set(cart);
  return cart;
}

/** Whether a buyer is signed in, i.e. cart calls can be made ('Please login to add items to cart' otherwise). */
export function canUseCart(): boolean {
  const tokens = $session.get();
  return roleOf(tokens) === 'buyer' && tokens.buyer !== null;
}

export const addToCart = (listingId: number, quantity: number) => replacing(cartApi.addItem(listingId, quantity));
export const updateCartItem = (itemId: number, quantity: number) => replacing(cartApi.updateItem(itemId, quantity));
export const removeCartItem = (itemId: number) => replacing(cartApi.removeItem(itemId));
export const clearCart = () => replacing(cartApi.clear());
