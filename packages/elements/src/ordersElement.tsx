import { OrderList } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const ORDERS_TAG = 'nirmaan-orders';

/** <nirmaan-orders>: described in registry.ts. */
export const ordersDefinition = {
  tagName: ORDERS_TAG,
  attributes: {},
  events: {},
  render: () => <OrderList />,
} satisfies ElementDefinitionOf<typeof ORDERS_TAG>;

export default ordersDefinition;
