import { formatOrderDate, formatPrice, ORDER_MESSAGES, siteUrl } from '@nirmaan/core';
import { Alert, Button, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx';
import { useBuyerOrders } from '../orders/useBuyerOrders.ts';
import * as orderStyles from '../orders/orders.css.ts';
import * as styles from './profile.css.ts';

/** The Orders tab: 'Order History' with id, date, total and status (real orders, not the original's sample data). */
export function OrderHistoryTab() {
  const { state, reload } = useBuyerOrders();
  return (
    <div className={styles.panel}>
      <h2 className={styles.name}>Order History</h2>
      {state.status === 'loading' && <Spinner label="Loading your orders" />}
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={reload}>Retry</Button>}>
          {ORDER_MESSAGES.loadFailed}
        </Alert>
      )}
      {state.status === 'ready' && state.orders.length === 0 && (
        <EmptyState headingLevel={3} title={ORDER_MESSAGES.noOrders} description={ORDER_MESSAGES.noOrdersHint} />
      )}
      {state.status === 'ready' && state.orders.length > 0 && (
        <ul className={orderStyles.rows}>
          {state.orders.map((order) => (
            <li key={order.id} className={orderStyles.row}>
              <div className={orderStyles.rowMain}>
                <Link href={siteUrl(`/orders/${order.id}`)}>Order #{order.id}</Link>
                <span className={styles.muted}>{formatOrderDate(order.order_date)}</span>
              </div>
              <div className={orderStyles.rowSide}>
                <strong>{formatPrice(order.total_amount)}</strong>
                <OrderStatusBadge status={order.status} place="account" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
