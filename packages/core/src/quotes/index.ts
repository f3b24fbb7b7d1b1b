export {
  emptyQuoteForm,
  MAX_QUOTE_QUANTITY,
  parseQuoteQuantity,
  QUOTE_MATERIALS,
  QUOTE_MESSAGES,
  QUOTE_SUCCESS_MS,
  QUOTE_UNITS,
  toQuoteRequest,
  validateQuote,
  type QuoteContext,
  type QuoteField,
  type QuoteForm,
  type QuoteMaterial,
  type QuoteReceipt,
  type QuoteRequest,
  type QuoteUnit,
} from './quoteRules.ts';
export { createQuotesApi, quotesApi, sendQuote, type QuotesApi, type SendQuoteOutcome } from './sendQuote.ts';
export { quoteFromProduct } from './quoteFromProduct.ts';
