export { adminApi, downloadPartnersCsv } from './admin.ts';
export { createAdminApi, type AdminApi, type AdminSellerQuery } from './adminApi.ts';
export { pincodeAdminApi } from './pincodes.ts';
export { adminOrdersApi, downloadOrdersCsv } from './adminOrders.ts';
export { adminCatalogueApi } from './adminCatalogue.ts';
export { createAdminCatalogueApi, type AdminCatalogueApi } from './adminCatalogueApi.ts';
export * from './adminCatalogueRules.ts';
export * from './adminCategoryTree.ts';
export type * from './adminCatalogueTypes.ts';
export { searchSynonymApi } from './searchSynonyms.ts';
export { createSearchSynonymApi, type SearchSynonymApi } from './searchSynonymApi.ts';
export * from './searchSynonymRules.ts';
export type * from './searchSynonymTypes.ts';
export { createAdminOrdersApi, ordersCsvPath, type AdminOrdersApi } from './adminOrdersApi.ts';
export {
  ADMIN_ORDER_CITY_MAX,
  ADMIN_ORDER_EXPORT_MAX,
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_PAGE_SIZE,
  ADMIN_ORDER_STATUSES,
  ADMIN_ORDERS_CSV,
  isCalendarDate,
  istDayEnd,
  istDayStart,
  ORDER_ACTOR_LABELS,
  orderBuyerName,
  orderDateRangeError,
  orderFilterQuery,
  EMPTY_ORDER_FILTERS,
  toOrderFilters,
  type AdminOrderFilterForm,
} from './adminOrderRules.ts';
export {
  ADMIN_LEAD_KINDS,
  ADMIN_LEAD_NOTE_MAX,
  ADMIN_LEAD_PATHS,
  ADMIN_LEAD_STATUS_LABELS,
  ADMIN_LEAD_STATUSES,
  ADMIN_LEAD_TEXTS,
  isAdminLeadStatus,
  leadNoteError,
  type AdminLeadKind,
  type AdminLeadStatus,
} from './adminLeadRules.ts';
export { createPincodeAdminApi, type PincodeAdminApi } from './pincodeApi.ts';
export {
  ADMIN_LIST_LIMIT,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_MESSAGES,
  firstNameOrUnknown,
  PARTNERS_CSV,
  RECENT_ACTIVITY_SIZE,
  recentOrderTone,
  SELLER_REJECTION_REASON_MAX,
} from './adminRules.ts';
export { rejectionReasonError, SELLER_REVIEW_TEXTS, SELLER_STATUS_LABELS, SELLER_STATUS_TONES, sellerPlace } from './sellerReview.ts';
export {
  DEFAULT_PRODUCT_CATEGORIES,
  DEFAULT_PRODUCT_LIMITS,
  DEFAULT_PRODUCT_MESSAGES,
  DEFAULT_PRODUCT_UNITS,
  emptyDefaultProductForm,
  hasWholePaise,
  isDefaultProductCategory,
  isDefaultProductUnit,
  MAX_DEFAULT_PRODUCT_RATE,
  rateError,
  toDefaultProductForm,
  toDefaultProductInput,
  validateDefaultProduct,
  type DefaultProductCategory,
  type DefaultProductField,
  type DefaultProductForm,
  type DefaultProductUnit,
} from './defaultProductRules.ts';
export {
  emptyPincodeForm,
  INDIAN_STATES,
  PINCODE_ADMIN_MESSAGES,
  PINCODE_FORM_LIMITS,
  PINCODE_PAGE_SIZE,
  toPincodeForm,
  toPincodeInput,
  validatePincodeForm,
  type PincodeForm,
  type PincodeFormField,
} from './pincodeRules.ts';
export { CATEGORY_TAX_MESSAGES, GST_RATES, hsnCodeError, isGstRate, type GstRate } from './categoryTaxRules.ts';
export type * from './adminTypes.ts';
