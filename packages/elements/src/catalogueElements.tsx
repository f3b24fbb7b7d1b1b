/*
 * The catalogue elements, each in a module of its own so that embed.js loads only the code of the
 * one on the page (a pincode check does not bring the product search).
 */
import { definePincodeCheck, type PincodeCheckEventMap } from './pincodeCheckElement.tsx';
import { defineProductCard } from './productCardElement.tsx';
import { defineProductOffers } from './productOffersElement.tsx';
import { defineProductSearch } from './productSearchElement.tsx';

export { PRODUCT_SEARCH_ATTRIBUTES, PRODUCT_SEARCH_TAG, productSearchDefinition } from './productSearchElement.tsx';
export { PRODUCT_CARD_ATTRIBUTES, PRODUCT_CARD_TAG, productCardDefinition } from './productCardElement.tsx';
export { PRODUCT_OFFERS_ATTRIBUTES, PRODUCT_OFFERS_TAG, productOffersDefinition } from './productOffersElement.tsx';
export { PINCODE_CHECK_ATTRIBUTES, PINCODE_CHECK_EVENTS, PINCODE_CHECK_TAG, pincodeCheckDefinition } from './pincodeCheckElement.tsx';

export type CatalogueEventMap = PincodeCheckEventMap;

export function defineCatalogueElements(): void {
  defineProductSearch();
  defineProductCard();
  defineProductOffers();
  definePincodeCheck();
}
