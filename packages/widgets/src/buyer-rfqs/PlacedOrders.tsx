import { siteUrl } from '@nirmaan/core';
import { Alert, Link } from '@nirmaan/ui';
import * as styles from './buyerRfqs.css.ts';

export const PLACED_ORDERS_TEXTS = {
  placed: (count: number) => (count === 1 ? 'Your order is placed.' : `Your ${count} orders are placed, one per supplier.`),
  follow: 'Follow them under My Orders:',
  order: (id: number) => `Order #${id}`,
} as const;

/** What the acceptance placed: a link to each order. */
export function PlacedOrders({ orderIds }: { orderIds: readonly number[] }) {
  return (
    <Alert tone="success">
      {PLACED_ORDERS_TEXTS.placed(orderIds.length)} {PLACED_ORDERS_TEXTS.follow}
      <ul className={styles.placedList}>
        {orderIds.map((id) => (
          <li key={id}>
            <Link href={siteUrl(`/orders/${id}`)}>{PLACED_ORDERS_TEXTS.order(id)}</Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
