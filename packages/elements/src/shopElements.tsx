/*
 * The shop elements, each in a module of its own so that embed.js loads only the code of the one on
 * the page (a cart button does not bring the checkout).
 */
import { defineCartButton } from './cartButtonElement.tsx';
import { defineCart } from './cartElement.tsx';
import { defineCheckout } from './checkoutElement.tsx';
import { defineOrders } from './ordersElement.tsx';

export { CART_TAG, cartDefinition } from './cartElement.tsx';
export { CART_BUTTON_TAG, cartButtonDefinition } from './cartButtonElement.tsx';
export { CHECKOUT_EVENTS, CHECKOUT_TAG, checkoutDefinition, type OrderPlacedDetail, type ShopEventMap } from './checkoutElement.tsx';
export { ORDERS_TAG, ordersDefinition } from './ordersElement.tsx';

export function defineShopElements(): void {
  defineCart();
  defineCartButton();
  defineCheckout();
  defineOrders();
}
