export { createRfqApi, rfqApi, type RfqApi } from './rfqApi.ts';
export type * from './rfqTypes.ts';
export { offerFormFor, offerRequestOf, parseRupees, priceBox, validateOfferForm, type OfferForm } from './offerForm.ts';
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
export { canAcceptOffers, chosenOrders, offeredProductName, offersForItem, rfqStatusTone, startingChoice, type ChosenOrder } from './buyerRfqView.ts';
export { ACCEPT_MESSAGES, createOffersAcceptance, type AcceptOutcome } from './acceptOffers.ts';
