import { isCity, isPriceBoardCategory } from '@nirmaan/core';
import { PriceBoard } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const PRICE_BOARD_TAG = 'nirmaan-price-board';

/** <nirmaan-price-board>: its attributes and events are described in registry.ts. Unknown values are ignored. */
export const priceBoardDefinition = {
  tagName: PRICE_BOARD_TAG,
  attributes: { city: 'string', category: 'string', partnerId: 'string' },
  events: { onQuoteSent: 'nirmaan-quote-sent' },
  // partnerId: provided by the element's root (ElementRoot.tsx) to the quote requests sent from the board.
  render: ({ city, category, onQuoteSent }) => (
    <PriceBoard
      key={`${city ?? ''}|${category ?? ''}`}
      city={isCity(city) ? city : undefined}
      category={isPriceBoardCategory(category) ? category : null}
      onQuoteSent={onQuoteSent}
    />
  ),
} satisfies ElementDefinitionOf<typeof PRICE_BOARD_TAG>;

export default priceBoardDefinition;
