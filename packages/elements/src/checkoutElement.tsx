import { Checkout } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

const NO_ATTRIBUTES = {} as const;

export const CHECKOUT_TAG = 'nirmaan-checkout';

/** <nirmaan-checkout>: address, items, summary and Place Order; fires `nirmaan:order-placed` with the order ids. */
export const CHECKOUT_EVENTS = { onPlaced: 'nirmaan:order-placed' } as const;

export interface OrderPlacedDetail {
  orderIds: number[];
}

export interface ShopEventMap {
  'nirmaan:order-placed': CustomEvent<OrderPlacedDetail>;
}

export const checkoutDefinition = {
  tagName: CHECKOUT_TAG,
  attributes: NO_ATTRIBUTES,
  events: CHECKOUT_EVENTS,
  render: ({ onPlaced }) => <Checkout onPlaced={onPlaced} />,
} satisfies ElementDefinition<typeof NO_ATTRIBUTES, typeof CHECKOUT_EVENTS>;

export function defineCheckout(): CustomElementConstructor {
  return defineElement(checkoutDefinition);
}
