export {
  PRICE_BOARD_CATEGORIES,
  PRICE_BOARD_FIRST_ROWS,
  PRICE_BOARD_MESSAGES,
  PRICE_BOARD_WINDOW_DAYS,
  PRICE_TRENDS,
  type PriceBoard,
  type PriceBoardCategory,
  type PriceBoardQuery,
  type PriceRow,
  type PriceTrend,
} from './priceTypes.ts';
export {
  chosenCity,
  comparedWith,
  formatBoardDate,
  formatBoardDateTime,
  formatChange,
  isPriceBoardCategory,
  lastUpdated,
  marketInsights,
  QUOTE_MATERIAL_BY_CATEGORY,
  quoteUnitFor,
  TREND_LABELS,
  type MarketInsights,
} from './priceBoardRules.ts';
export { createPricesApi, pricesApi, type PricesApi } from './pricesApi.ts';
export { createPriceBoardStore, priceBoardStateOf, type PriceBoardState, type PriceBoardStore } from './priceBoardStore.ts';
export {
  createPriceAlertsApi,
  priceAlertsApi,
  type AccountNotification,
  type PriceAlert,
  type PriceAlertRequest,
  type PriceAlertsApi,
} from './priceAlertsApi.ts';
