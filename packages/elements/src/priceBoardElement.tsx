import { isCity, isPriceBoardCategory } from '@nirmaan/core';
import { PriceBoard, type QuoteRequestSentDetail } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';
import { PartnerId } from './PartnerId.tsx';

export const PRICE_BOARD_TAG = 'nirmaan-price-board';

/**
 * <nirmaan-price-board city="Chennai" category="TMT Bars" partner-id="blog-7">: today's material
 * prices. `city` (Bangalore, Chennai, Coimbatore; by default the visitor's city), `category` (Cement,
 * TMT Bars, Bulk Material, RMC, Bricks and Blocks; All Categories by default), `partner-id` (the
 * partner quote requests from the board are sent for). Unknown values are ignored.
 */
export const PRICE_BOARD_ATTRIBUTES = { city: 'string', category: 'string', partnerId: 'string' } as const;

export const PRICE_BOARD_EVENTS = { onQuoteSent: 'nirmaan:quote-sent' } as const;

export interface PriceBoardEventMap {
  'nirmaan:quote-sent': CustomEvent<QuoteRequestSentDetail>;
}

export const priceBoardDefinition = {
  tagName: PRICE_BOARD_TAG,
  attributes: PRICE_BOARD_ATTRIBUTES,
  events: PRICE_BOARD_EVENTS,
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
} satisfies ElementDefinition<typeof PRICE_BOARD_ATTRIBUTES, typeof PRICE_BOARD_EVENTS>;

export function definePriceBoard(): CustomElementConstructor {
  return defineElement(priceBoardDefinition);
}
