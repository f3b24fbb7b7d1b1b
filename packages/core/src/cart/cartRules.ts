import { productTitle } from '../catalogue/catalogueTexts.ts';
import type { Cart, CartItem } from './cartTypes.ts';

/** The cart and checkout texts, exactly as spec storefront §2, §5, §8 word them. */
export const CART_MESSAGES = {
  empty: 'Your cart is empty',
  browse: 'Browse Products',
  updateFailed: 'Failed to update cart. Please try again.',
  selectAddress: 'Please select a shipping address',
  orderPlaced: 'Order placed successfully!',
  orderFailed: 'Failed to place order. Please try again.',
  taxesIncluded: 'Included',
  loadFailed: 'Could not load your cart. Please try again.',
} as const;

export function cartItemTitle(item: CartItem): string {
  return productTitle(item.listing.product);
}

/** Price × quantity, worked out in whole paise (no floating-point crumbs in the shown figure). */
export function lineTotal(item: CartItem): number {
  return (Math.round(item.listing.price * 100) * item.quantity) / 100;
}

/** Items whose listing the seller withdrew: they stay visible so the buyer can remove them, but block checkout. */
export function unavailableItems(cart: Cart): CartItem[] {
  return cart.cart_items.filter((item) => !item.listing.is_active);
}

export function isCartEmpty(cart: Cart | null): boolean {
  return !cart || cart.cart_items.length === 0;
}
