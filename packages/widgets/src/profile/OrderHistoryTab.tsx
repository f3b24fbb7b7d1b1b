import { localeFormat, orderStatusLabel, siteUrl } from '@nirmaan/core';
import { Alert, Button, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx';
import { useBuyerOrders } from '../orders/useBuyerOrders.ts';
import * as orderStyles from '../orders/orders.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { orderDate } from '../orders/orderDate.ts';
import { ordersCatalogue } from '../orders/ordersMessages.ts';
import { profileCatalogue } from './profileMessages.ts';
import * as styles from './profile.css.ts';

/**
 * The Orders tab: 'Order History' with id, date, total and status (real orders, not the original's
 * sample data), in My Orders' words (its catalogue) under the account's heading.
 */
export function OrderHistoryTab() {
  const { state, reload } = useBuyerOrders();
  const { messages } = useMessages(profileCatalogue);
  const { messages: orderMessages, locale } = useMessages(ordersCatalogue);
  const format = localeFormat(locale);
  return (
    <div className={styles.panel}>
      <h2 className={styles.name}>{messages['orders.title']()}</h2>
      {state.status === 'loading' && <Spinner label={orderMessages['list.loading']()} />}
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={reload}>{orderMessages['list.retry']()}</Button>}>
          {orderMessages['list.loadFailed']()}
        </Alert>
      )}
      {state.status === 'ready' && state.orders.length === 0 && (
        <EmptyState headingLevel={3} title={orderMessages['list.empty']()} description={orderMessages['list.emptyHint']()} />
      )}
      {state.status === 'ready' && state.orders.length > 0 && (
        <ul className={orderStyles.rows}>
          {state.orders.map((order) => (
            <li key={order.id} className={orderStyles.row}>
              <div className={orderStyles.rowMain}>
                <Link href={siteUrl(`/orders/${order.id}`)}>{orderMessages['list.orderNumber']({ id: order.id })}</Link>
                <span className={styles.muted}>{orderDate(format, order.order_date)}</span>
              </div>
              <div className={orderStyles.rowSide}>
                <strong>{format.price(order.total_amount)}</strong>
                <OrderStatusBadge
                  status={order.status}
                  place="account"
                  label={orderMessages.status({ status: order.status, fallback: orderStatusLabel(order.status) })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
