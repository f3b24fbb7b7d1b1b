export { addOfferToCart, type AddOfferOutcome } from './addOfferToCart.ts';
export { CART_MESSAGES, cartItemTitle, isCartEmpty, lineTotal, unavailableItems } from './cartRules.ts';
export { createCartApi, type CartApi } from './cartApi.ts';
export { $cart, $cartCount, $cartState, addToCart, canUseCart, cartApi, clearCart, refreshCart, removeCartItem, updateCartItem } from './cartStore.ts';
export type * from './cartTypes.ts';
