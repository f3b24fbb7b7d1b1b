import { orderStatusLabel } from './orderStatus.ts';
import type { Order, OrderStatus } from './orderTypes.ts';

/*
 * The buyer's order screens' rules: thumbnails, messages, cancelling and the status timeline. Apart
 * from orderStatus.ts (colours, labels, dates), which the seller and admin screens use too.
 */

export const ORDER_THUMBNAIL_LIMIT = 3;

/** Up to 3 item thumbnails and the '+N' count of the rest (spec storefront §2 "My Orders"). */
export function orderThumbnails(order: Pick<Order, 'order_items'>): { shown: Order['order_items']; more: number } {
  return { shown: order.order_items.slice(0, ORDER_THUMBNAIL_LIMIT), more: Math.max(0, order.order_items.length - ORDER_THUMBNAIL_LIMIT) };
}

export const ORDER_MESSAGES = {
  pleaseLogIn: 'Please Log In',
  noOrders: 'No orders yet',
  noOrdersHint: 'Start shopping to see your orders here',
  notFound: 'Order not found',
  cancelFailed: 'Could not cancel this order. Please try again.',
  loadFailed: 'Could not load your orders. Please try again.',
} as const;

export function canCancel(order: Pick<Order, 'status'>): boolean {
  return order.status === 'pending';
}

/** The way an order normally goes; a cancelled order stops where it was cancelled. */
export const ORDER_PROGRESS: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When the order reached this status; null for a step it has not reached (yet). */
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The order detail's status timeline: the normal progress with the time each step was reached, the
 * current one marked; a cancelled order shows the steps it reached and then 'Cancelled'.
 */
export function orderTimeline(order: Pick<Order, 'status' | 'status_history' | 'order_date'>): TimelineStep[] {
  const reachedAt = new Map<OrderStatus, string>();
  for (const change of order.status_history) reachedAt.set(change.status, change.changed_at);
  if (!reachedAt.has('pending')) reachedAt.set('pending', order.order_date);
  const step = (status: OrderStatus, state: TimelineStep['state']): TimelineStep => ({
    status,
    label: orderStatusLabel(status),
    at: reachedAt.get(status) ?? null,
    state,
  });

  if (order.status === 'cancelled') {
    const reached = ORDER_PROGRESS.filter((status) => reachedAt.has(status)).map((status) => step(status, 'done'));
    return [...reached, step('cancelled', 'current')];
  }
  const currentIndex = Math.max(0, ORDER_PROGRESS.indexOf(order.status));
  return ORDER_PROGRESS.map((status, index) => step(status, index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming'));
}
