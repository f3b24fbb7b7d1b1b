import { isCity, isPriceBoardCategory } from '@nirmaan/core';
import { PriceBoard } from '@nirmaan/widgets';
import { PartnerId } from './PartnerId.tsx';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const PRICE_BOARD_TAG = 'nirmaan-price-board';

/** <nirmaan-price-board>: its attributes and events are described in registry.ts. Unknown values are ignored. */
export const priceBoardDefinition = {
  tagName: PRICE_BOARD_TAG,
  attributes: { city: 'string', category: 'string', partnerId: 'string' },
  events: { onQuoteSent: 'nirmaan:quote-sent' },
  render: ({ city, category, partnerId, onQuoteSent }) => (
    <PartnerId partnerId={partnerId}>
      <PriceBoard
        key={`${city ?? ''}|${category ?? ''}`}
        city={isCity(city) ? city : undefined}
        category={isPriceBoardCategory(category) ? category : null}
        onQuoteSent={onQuoteSent}
      />
    </PartnerId>
  ),
} satisfies ElementDefinitionOf<typeof PRICE_BOARD_TAG>;

export default priceBoardDefinition;
