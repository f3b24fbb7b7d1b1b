export { createRfqApi, rfqApi, type RfqApi } from './rfqApi.ts';
export type * from './rfqTypes.ts';
export {
  listingBox,
  offerFormFor,
  offerListingOptions,
  offerRequestOf,
  parseRupees,
  priceBox,
  validateOfferForm,
  type ListingOption,
  type OfferForm,
} from './offerForm.ts';
export * from '../rules/rfq.ts';
export {
  acceptChoiceOf,
  bestChoice,
  choiceTotal,
  comparisonTable,
  wholeOfferChoice,
  type ComparisonCell,
  type ComparisonColumn,
  type ComparisonRow,
  type ItemChoice,
} from './comparisonTable.ts';
export {
  blankRfqItem,
  itemBox,
  rfqFormWith,
  rfqItemForProduct,
  rfqItemsFromCart,
  rfqItemsFromNeeds,
  rfqFormProblems,
  rfqRequestOf,
  RFQ_FORM_PROBLEM_TEXTS,
  validateRfqForm,
  type RfqForm,
  type RfqFormErrors,
  type RfqFormProblem,
  type RfqFormProblems,
  type RfqFormItem,
} from './rfqForm.ts';
export { createVisitorCalls, type VisitorCalls } from './visitorCalls.ts';
export { canAcceptOffers, chosenOrders, offeredProductName, offersForItem, rfqStatusTone, startingChoice, type ChosenOrder } from './buyerRfqView.ts';
export { ACCEPT_MESSAGES, createOffersAcceptance, type AcceptFailure, type AcceptOutcome } from './acceptOffers.ts';
