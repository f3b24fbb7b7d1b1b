export { createElementClass, defineElement, type AttributeSpec, type ElementDefinition, type EventSpec } from './defineElement.tsx';
export {
  defineLabourCalculator,
  LABOUR_CALCULATOR_ATTRIBUTES,
  LABOUR_CALCULATOR_EVENTS,
  LABOUR_CALCULATOR_TAG,
  labourCalculatorDefinition,
  type LabourCalculatorEventMap,
} from './labourCalculatorElement.tsx';

export {
  defineMaterialCalculator,
  MATERIAL_CALCULATOR_ATTRIBUTES,
  MATERIAL_CALCULATOR_EVENTS,
  MATERIAL_CALCULATOR_TAG,
  materialCalculatorDefinition,
  type MaterialCalculatorEventMap,
} from './materialCalculatorElement.tsx';
export {
  defineHouseCalculator,
  HOUSE_CALCULATOR_ATTRIBUTES,
  HOUSE_CALCULATOR_EVENTS,
  HOUSE_CALCULATOR_TAG,
  houseCalculatorDefinition,
  type HouseCalculatorEventMap,
} from './houseCalculatorElement.tsx';
export {
  COST_CALCULATOR_ATTRIBUTES,
  COST_CALCULATOR_EVENTS,
  COST_CALCULATOR_TAG,
  costCalculatorDefinition,
  defineCostCalculator,
  type CostCalculatorEventMap,
} from './costCalculatorElement.tsx';

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

export { BOQ_CALCULATOR_EVENTS, BOQ_CALCULATOR_TAG, boqCalculatorDefinition, defineBoqCalculator, type BoqCalculatorEventMap } from './boqCalculatorElement.tsx';
export { CHATBOT_ATTRIBUTES, CHATBOT_EVENTS, CHATBOT_TAG, chatbotDefinition, defineChatbot, type ChatbotEventMap } from './chatbotElement.tsx';
export { defineHomeDrawing, HOME_DRAWING_ATTRIBUTES, HOME_DRAWING_EVENTS, HOME_DRAWING_TAG, homeDrawingDefinition, type HomeDrawingEventMap } from './homeDrawingElement.tsx';
export { defineQuoteRequest, QUOTE_REQUEST_ATTRIBUTES, QUOTE_REQUEST_EVENTS, QUOTE_REQUEST_TAG, quoteRequestDefinition, type QuoteRequestEventMap } from './quoteRequestElement.tsx';
export { defineSellerDashboard, SELLER_DASHBOARD_ATTRIBUTES, SELLER_DASHBOARD_TAG, sellerDashboardDefinition } from './sellerDashboardElement.tsx';
export { ADMIN_DASHBOARD_ATTRIBUTES, ADMIN_DASHBOARD_TAG, adminDashboardDefinition, defineAdminDashboard } from './adminDashboardElement.tsx';
export { definePincodeManager, PINCODE_MANAGER_ATTRIBUTES, PINCODE_MANAGER_TAG, pincodeManagerDefinition } from './pincodeManagerElement.tsx';
export { definePriceBoard, PRICE_BOARD_ATTRIBUTES, PRICE_BOARD_EVENTS, PRICE_BOARD_TAG, priceBoardDefinition, type PriceBoardEventMap } from './priceBoardElement.tsx';

import { defineBoqCalculator, type BoqCalculatorEventMap } from './boqCalculatorElement.tsx';
import { defineCatalogueElements, type CatalogueEventMap } from './catalogueElements.tsx';
import { defineChatbot, type ChatbotEventMap } from './chatbotElement.tsx';
import { defineCostCalculator, type CostCalculatorEventMap } from './costCalculatorElement.tsx';
import { defineHomeDrawing, type HomeDrawingEventMap } from './homeDrawingElement.tsx';
import { defineHouseCalculator, type HouseCalculatorEventMap } from './houseCalculatorElement.tsx';
import { defineMaterialCalculator, type MaterialCalculatorEventMap } from './materialCalculatorElement.tsx';
import { definePriceBoard } from './priceBoardElement.tsx';
import { defineLabourCalculator, type LabourCalculatorEventMap } from './labourCalculatorElement.tsx';
import { defineQuoteRequest, type QuoteRequestEventMap } from './quoteRequestElement.tsx';
import { defineSellerDashboard } from './sellerDashboardElement.tsx';
import { defineAdminDashboard } from './adminDashboardElement.tsx';
import { definePincodeManager } from './pincodeManagerElement.tsx';
import { defineShopElements, type ShopEventMap } from './shopElements.tsx';
import { defineSignIn, type SignInEventMap } from './signInElement.tsx';

/**
 * Every calculator fires `nirmaan:calculated`; its detail is the `{ input, result }` of whichever
 * calculator the event's target is.
 */
export interface CalculatorEventMap {
  'nirmaan:calculated':
    | LabourCalculatorEventMap['nirmaan:calculated']
    | MaterialCalculatorEventMap['nirmaan:calculated']
    | HouseCalculatorEventMap['nirmaan:calculated']
    | CostCalculatorEventMap['nirmaan:calculated']
    | BoqCalculatorEventMap['nirmaan:calculated'];
}

/** Every `nirmaan:*` event an element fires, by name, for typed addEventListener calls. */
export type NirmaanEventMap = CalculatorEventMap & SignInEventMap & CatalogueEventMap & ShopEventMap & QuoteRequestEventMap & HomeDrawingEventMap & ChatbotEventMap;

/** Defines every Nirmaan custom element. */
export function defineAllElements(): void {
  defineLabourCalculator();
  defineMaterialCalculator();
  defineHouseCalculator();
  defineCostCalculator();
  defineBoqCalculator();
  defineHomeDrawing();
  defineSignIn();
  defineCatalogueElements();
  defineShopElements();
  defineQuoteRequest();
  defineChatbot();
  defineSellerDashboard();
  defineAdminDashboard();
  definePincodeManager();
  definePriceBoard();
}
