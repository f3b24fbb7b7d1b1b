import { QuoteRequestButton, type QuoteRequestSentDetail } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const QUOTE_REQUEST_TAG = 'nirmaan-quote-request';

/**
 * <nirmaan-quote-request material="Cement" product-id="12" label="Ask for a price">: a button opening
 * the quote modal; the request is stored with the page's partner id and reaches the product's sellers.
 */
export const QUOTE_REQUEST_ATTRIBUTES = { material: 'string', productId: 'number', label: 'string' } as const;

export const QUOTE_REQUEST_EVENTS = { onSent: 'nirmaan:quote-sent' } as const;

export interface QuoteRequestEventMap {
  'nirmaan:quote-sent': CustomEvent<QuoteRequestSentDetail>;
}

export const quoteRequestDefinition = {
  tagName: QUOTE_REQUEST_TAG,
  attributes: QUOTE_REQUEST_ATTRIBUTES,
  events: QUOTE_REQUEST_EVENTS,
  render: ({ material, productId, label, onSent }) => <QuoteRequestButton key={`${material ?? ''}|${productId ?? ''}`} material={material} productId={productId ?? null} label={label} onSent={onSent} />,
} satisfies ElementDefinition<typeof QUOTE_REQUEST_ATTRIBUTES, typeof QUOTE_REQUEST_EVENTS>;

export function defineQuoteRequest(): CustomElementConstructor {
  return defineElement(quoteRequestDefinition);
}
