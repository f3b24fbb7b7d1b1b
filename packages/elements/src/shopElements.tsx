import { buttonStyles } from '@nirmaan/ui';
import { Cart, CartLink, Checkout, OrderList } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

const NO_ATTRIBUTES = {} as const;
const NO_EVENTS = {} as const;

export const CART_TAG = 'nirmaan-cart';
export const CART_BUTTON_TAG = 'nirmaan-cart-button';
export const CHECKOUT_TAG = 'nirmaan-checkout';
export const ORDERS_TAG = 'nirmaan-orders';

/** <nirmaan-cart>: the signed-in buyer's cart with quantities, delivery estimate and Proceed to Checkout. */
export const cartDefinition = {
  tagName: CART_TAG,
  attributes: NO_ATTRIBUTES,
  events: NO_EVENTS,
  render: () => <Cart />,
} satisfies ElementDefinition<typeof NO_ATTRIBUTES, typeof NO_EVENTS>;

/** <nirmaan-cart-button>: a link to the cart with the item-count badge; it follows every widget's adds on the page. */
export const cartButtonDefinition = {
  tagName: CART_BUTTON_TAG,
  attributes: NO_ATTRIBUTES,
  events: NO_EVENTS,
  render: () => <CartLink className={buttonStyles({ variant: 'secondary' })} />,
} satisfies ElementDefinition<typeof NO_ATTRIBUTES, typeof NO_EVENTS>;

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

/** <nirmaan-orders>: the buyer's orders with status, thumbnails and View Details. */
export const ordersDefinition = {
  tagName: ORDERS_TAG,
  attributes: NO_ATTRIBUTES,
  events: NO_EVENTS,
  render: () => <OrderList />,
} satisfies ElementDefinition<typeof NO_ATTRIBUTES, typeof NO_EVENTS>;

export function defineShopElements(): void {
  defineElement(cartDefinition);
  defineElement(cartButtonDefinition);
  defineElement(checkoutDefinition);
  defineElement(ordersDefinition);
}
