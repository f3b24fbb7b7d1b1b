export { downloadSellerCsv, sellerApi } from './seller.ts';
export {
  createSellerApi,
  CRM_LIST_LIMIT,
  fetchSellerCsv,
  PRODUCT_CHOICE_LIMIT,
  SELLER_CSV_EXPORTS,
  type SellerApi,
  type SellerCsvExport,
} from './sellerApi.ts';
export {
  activeLabel,
  canCompleteTask,
  canConvertLead,
  capitalised,
  conversionQuantity,
  csvErrorLines,
  emptyListingForm,
  importSummary,
  LEAD_STAGES,
  nextStatusActionLabel,
  orderCustomerContact,
  orderCustomerName,
  requiredText,
  shippingAddressLines,
  SHOWN_CSV_ERRORS,
  TASK_PRIORITIES,
  toListingForm,
  uploadSummary,
  validateListingForm,
  type ListingField,
  type ListingForm,
  type ListingFormResult,
} from './sellerRules.ts';
export { SELLER_MESSAGES, sellerErrorMessage } from './sellerMessages.ts';
export { SECTION_LOAD_FAILED } from './sectionLoadFailed.ts';
export type * from './sellerTypes.ts';
