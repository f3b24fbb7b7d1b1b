import { OrderList } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

const NO_ATTRIBUTES = {} as const;
const NO_EVENTS = {} as const;

export const ORDERS_TAG = 'nirmaan-orders';

/** <nirmaan-orders>: the buyer's orders with status, thumbnails and View Details. */
export const ordersDefinition = {
  tagName: ORDERS_TAG,
  attributes: NO_ATTRIBUTES,
  events: NO_EVENTS,
  render: () => <OrderList />,
} satisfies ElementDefinition<typeof NO_ATTRIBUTES, typeof NO_EVENTS>;

export function defineOrders(): CustomElementConstructor {
  return defineElement(ordersDefinition);
}
