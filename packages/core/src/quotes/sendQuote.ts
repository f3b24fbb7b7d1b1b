import { apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import { errorDetail } from '../api/errors.ts';
import { $config } from '../config/config.ts';
import { hasErrors, type FieldErrors } from '../rules/types.ts';
import { QUOTE_MESSAGES, toQuoteRequest, validateQuote, type QuoteField, type QuoteForm, type QuoteReceipt, type QuoteRequest } from './quoteRules.ts';

export type SendQuoteOutcome = { ok: true; receipt: QuoteReceipt } | { ok: false; errors: FieldErrors<QuoteField>; message: string | null };

export interface QuotesApi {
  send(request: QuoteRequest): Promise<QuoteReceipt>;
}

export function createQuotesApi(client: ApiClient): QuotesApi {
  return { send: (request) => client.post('/quotes', request) };
}

export const quotesApi = createQuotesApi(apiClient);

/**
 * Checks the form, then sends it with the page's partner id. A refused or failed send keeps the form
 * as it is (the caller does not clear it), so nothing the visitor typed is lost.
 */
export async function sendQuote(form: QuoteForm, context: { productId?: number | null } = {}, api: QuotesApi = quotesApi): Promise<SendQuoteOutcome> {
  const errors = validateQuote(form);
  if (hasErrors(errors)) return { ok: false, errors, message: null };
  try {
    const receipt = await api.send(toQuoteRequest(form, { productId: context.productId, partnerId: $config.get().partnerId }));
    return { ok: true, receipt };
  } catch (error) {
    return { ok: false, errors: {}, message: errorDetail(error, QUOTE_MESSAGES.failed, QUOTE_MESSAGES.failed) };
  }
}
