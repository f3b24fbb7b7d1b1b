import { apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import { errorDetail } from '../api/errors.ts';
import { hasErrors, type FieldErrors } from '../rules/types.ts';
import {
  QUOTE_MESSAGES,
  toQuoteRequest,
  validateQuote,
  type QuoteContext,
  type QuoteField,
  type QuoteForm,
  type QuoteReceipt,
  type QuoteRequest,
} from './quoteRules.ts';

export type SendQuoteOutcome = { ok: true; receipt: QuoteReceipt } | { ok: false; errors: FieldErrors<QuoteField>; message: string | null };

export interface QuotesApi {
  send(request: QuoteRequest): Promise<QuoteReceipt>;
}

export function createQuotesApi(client: ApiClient): QuotesApi {
  return { send: (request) => client.post('/quotes', request) };
}

export const quotesApi = createQuotesApi(apiClient);

/**
 * Checks the form, then sends it with the partner id of the widget it came from (none: null). A refused or failed send keeps the form
 * as it is (the caller does not clear it), so nothing the visitor typed is lost.
 */
export async function sendQuote(form: QuoteForm, context: QuoteContext = {}, api: QuotesApi = quotesApi): Promise<SendQuoteOutcome> {
  const errors = validateQuote(form);
  if (hasErrors(errors)) return { ok: false, errors, message: null };
  try {
    const receipt = await api.send(toQuoteRequest(form, context));
    return { ok: true, receipt };
  } catch (error) {
    return { ok: false, errors: {}, message: errorDetail(error, QUOTE_MESSAGES.failed, QUOTE_MESSAGES.failed) };
  }
}
