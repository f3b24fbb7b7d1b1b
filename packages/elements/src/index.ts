export { createElementClass, defineElement, type AttributeSpec, type ElementDefinition, type EventSpec } from './defineElement.tsx';
export {
  defineLabourCalculator,
  LABOUR_CALCULATOR_ATTRIBUTES,
  LABOUR_CALCULATOR_EVENTS,
  LABOUR_CALCULATOR_TAG,
  labourCalculatorDefinition,
  type LabourCalculatorEventMap,
} from './labourCalculatorElement.tsx';

export { defineSignIn, SIGN_IN_ATTRIBUTES, SIGN_IN_EVENTS, SIGN_IN_TAG, signInDefinition, type SignedInDetail, type SignInEventMap } from './signInElement.tsx';

export {
  defineCatalogueElements,
  PINCODE_CHECK_EVENTS,
  PINCODE_CHECK_TAG,
  pincodeCheckDefinition,
  PRODUCT_CARD_ATTRIBUTES,
  PRODUCT_CARD_TAG,
  PRODUCT_OFFERS_ATTRIBUTES,
  PRODUCT_OFFERS_TAG,
  PRODUCT_SEARCH_ATTRIBUTES,
  PRODUCT_SEARCH_TAG,
  productCardDefinition,
  productOffersDefinition,
  productSearchDefinition,
  type CatalogueEventMap,
} from './catalogueElements.tsx';

export {
  CART_BUTTON_TAG,
  CART_TAG,
  cartButtonDefinition,
  cartDefinition,
  CHECKOUT_EVENTS,
  CHECKOUT_TAG,
  checkoutDefinition,
  defineShopElements,
  ORDERS_TAG,
  ordersDefinition,
  type OrderPlacedDetail,
  type ShopEventMap,
} from './shopElements.tsx';

export { defineQuoteRequest, QUOTE_REQUEST_ATTRIBUTES, QUOTE_REQUEST_EVENTS, QUOTE_REQUEST_TAG, quoteRequestDefinition, type QuoteRequestEventMap } from './quoteRequestElement.tsx';

import { defineCatalogueElements, type CatalogueEventMap } from './catalogueElements.tsx';
import { defineLabourCalculator, type LabourCalculatorEventMap } from './labourCalculatorElement.tsx';
import { defineQuoteRequest, type QuoteRequestEventMap } from './quoteRequestElement.tsx';
import { defineShopElements, type ShopEventMap } from './shopElements.tsx';
import { defineSignIn, type SignInEventMap } from './signInElement.tsx';

/** Every `nirmaan:*` event an element fires, by name, for typed addEventListener calls. */
export type NirmaanEventMap = LabourCalculatorEventMap & SignInEventMap & CatalogueEventMap & ShopEventMap & QuoteRequestEventMap;

/** Defines every Nirmaan custom element. */
export function defineAllElements(): void {
  defineLabourCalculator();
  defineSignIn();
  defineCatalogueElements();
  defineShopElements();
  defineQuoteRequest();
}
