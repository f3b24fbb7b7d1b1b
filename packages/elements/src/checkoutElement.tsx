import { Checkout } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const CHECKOUT_TAG = 'nirmaan-checkout';

/** <nirmaan-checkout>: its events are described in registry.ts. */
export const checkoutDefinition = {
  tagName: CHECKOUT_TAG,
  attributes: {},
  events: { onPlaced: 'nirmaan:order-placed' },
  render: ({ onPlaced }) => <Checkout onPlaced={onPlaced} />,
} satisfies ElementDefinitionOf<typeof CHECKOUT_TAG>;

export default checkoutDefinition;
