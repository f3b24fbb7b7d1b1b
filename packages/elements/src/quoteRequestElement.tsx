import { QuoteRequestButton } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const QUOTE_REQUEST_TAG = 'nirmaan-quote-request';

/** <nirmaan-quote-request>: its attributes and events are described in registry.ts. */
export const quoteRequestDefinition = {
  tagName: QUOTE_REQUEST_TAG,
  attributes: { material: 'string', productId: 'number', label: 'string', partnerId: 'string' },
  // partnerId: provided by the element's root (ElementRoot.tsx) to the quote request.
  events: { onSent: 'nirmaan-quote-sent' },
  render: ({ material, productId, label, onSent }) => (
    <QuoteRequestButton key={`${material ?? ''}|${productId ?? ''}`} material={material} productId={productId ?? null} label={label} onSent={onSent} />
  ),
} satisfies ElementDefinitionOf<typeof QUOTE_REQUEST_TAG>;

export default quoteRequestDefinition;
