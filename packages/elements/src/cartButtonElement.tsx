import { buttonStyles } from '@nirmaan/ui';
import { CartLink } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

const NO_ATTRIBUTES = {} as const;
const NO_EVENTS = {} as const;

export const CART_BUTTON_TAG = 'nirmaan-cart-button';

/** <nirmaan-cart-button>: a link to the cart with the item-count badge; it follows every widget's adds on the page. */
export const cartButtonDefinition = {
  tagName: CART_BUTTON_TAG,
  attributes: NO_ATTRIBUTES,
  events: NO_EVENTS,
  render: () => <CartLink className={buttonStyles({ variant: 'secondary' })} />,
} satisfies ElementDefinition<typeof NO_ATTRIBUTES, typeof NO_EVENTS>;

export function defineCartButton(): CustomElementConstructor {
  return defineElement(cartButtonDefinition);
}
