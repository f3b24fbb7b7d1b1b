import { buttonStyles } from '@nirmaan/ui';
import { CartLink } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const CART_BUTTON_TAG = 'nirmaan-cart-button';

/** <nirmaan-cart-button>: described in registry.ts. */
export const cartButtonDefinition = {
  tagName: CART_BUTTON_TAG,
  attributes: {},
  events: {},
  render: () => <CartLink className={buttonStyles({ variant: 'secondary' })} />,
} satisfies ElementDefinitionOf<typeof CART_BUTTON_TAG>;

export default cartButtonDefinition;
