export { addOfferToCart, type AddOfferOutcome } from './addOfferToCart.ts';
export { CART_MESSAGES, cartItemTitle, isCartEmpty, lineTotal, unavailableItems } from './cartRules.ts';
export { createCartApi, type CartApi } from './cartApi.ts';
export { $checkoutAddressId, $deliveryPreview } from './deliveryPreview.ts';
export { $cart, $cartCount, $cartState, addToCart, canUseCart, cartApi, clearCart, refreshCart, removeCartItem, updateCartItem } from './cartStore.ts';
export type * from './cartTypes.ts';
export { CFT_PER_M3, needsFromBoq, needsFromHouseResult } from './materialNeeds.ts';
export { needsFromMaterialResult } from './materialCalculatorNeeds.ts';
export {
  addLinesToCart,
  CANDIDATES_PER_NEED,
  cheapestInStock,
  findOffer,
  findOffers,
  offerTotal,
  packLitres,
  quoteMessageFor,
  SHOPPING_LIST_MESSAGES,
  shoppingListTotal,
  unitsToOrder,
  type AddLineOutcome,
  type CatalogueUnit,
  type MaterialNeed,
  type ShoppingLine,
  type ShoppingLineStatus,
  type ShoppingOffer,
} from './shoppingList.ts';
