import { Cart } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const CART_TAG = 'nirmaan-cart';

/** <nirmaan-cart>: described in registry.ts. */
export const cartDefinition = {
  tagName: CART_TAG,
  attributes: {},
  events: {},
  render: () => <Cart />,
} satisfies ElementDefinitionOf<typeof CART_TAG>;

export default cartDefinition;
