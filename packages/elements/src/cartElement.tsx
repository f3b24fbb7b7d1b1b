import { Cart } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

const NO_ATTRIBUTES = {} as const;
const NO_EVENTS = {} as const;

export const CART_TAG = 'nirmaan-cart';

/** <nirmaan-cart>: the signed-in buyer's cart with quantities, delivery estimate and Proceed to Checkout. */
export const cartDefinition = {
  tagName: CART_TAG,
  attributes: NO_ATTRIBUTES,
  events: NO_EVENTS,
  render: () => <Cart />,
} satisfies ElementDefinition<typeof NO_ATTRIBUTES, typeof NO_EVENTS>;

export function defineCart(): CustomElementConstructor {
  return defineElement(cartDefinition);
}
