import {
  formatOrderDate,
  formatPrice,
  newOrdersFirst,
  nextStatusActionLabel,
  orderCustomerContact,
  orderCustomerName,
  SELLER_MESSAGES,
  sellerApi,
  shippingAddressLines,
  type SellerOrder,
} from '@nirmaan/core';
import { Alert, Button, EmptyState, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import { OrderDocuments } from '../orders/OrderDocuments.tsx';
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';

/** Orders, new (pending) ones first: customer, shipping address, items, totals, status and the advance action; the list reloads after a change. */
export function SellerOrdersTab() {
  const orders = useDashboardData('seller', 'orders', () => sellerApi.listOrders());
  const [advancing, setAdvancing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const advance = async (order: SellerOrder) => {
    if (!order.next_status) return;
    setAdvancing(order.id);
    setProblem(null);
    try {
      await sellerApi.setOrderStatus(order.id, order.next_status);
    } catch {
      setProblem(SELLER_MESSAGES.orderStatusFailed);
    } finally {
      setAdvancing(null);
      orders.reload();
    }
  };

  const list = newOrdersFirst(orders.value ?? []);
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Orders</h2>
      {problem && <Alert tone="error">{problem}</Alert>}
      {orders.status === 'failed' && <LoadFailed onRetry={orders.reload} />}
      {orders.status === 'loading' && !orders.value && <Spinner label="Loading orders" />}
      {orders.value && list.length === 0 && <EmptyState headingLevel={3} title={SELLER_MESSAGES.noOrders} description={SELLER_MESSAGES.noOrdersHint} />}
      {list.length > 0 && (
        <ul className={cardStyles.cards} aria-label="Your orders">
          {list.map((order) => (
            <li key={order.id}>
              <article className={cardStyles.card} aria-labelledby={`seller-order-${order.id}`}>
                <div className={cardStyles.cardHeader}>
                  <h3 id={`seller-order-${order.id}`} className={styles.subheading}>
                    Order #{order.id}
                  </h3>
                  <OrderStatusBadge status={order.status} />
                </div>
                <p className={styles.muted}>{formatOrderDate(order.order_date)}</p>
                <dl className={cardStyles.facts}>
                  <dt className={cardStyles.factTerm}>Customer</dt>
                  <dd className={cardStyles.factValue}>
                    {orderCustomerName(order)}
                    {orderCustomerContact(order) && <span className={styles.muted}> {orderCustomerContact(order)}</span>}
                  </dd>
                  <dt className={cardStyles.factTerm}>Ship to</dt>
                  <dd className={cardStyles.factValue}>
                    {shippingAddressLines(order.shipping_address).map((line) => (
                      <span key={line} className={styles.line}>
                        {line}
                      </span>
                    ))}
                  </dd>
                </dl>
                <ul className={cardStyles.items} aria-label={`Items of order ${order.id}`}>
                  {order.order_items.map((item) => (
                    <li key={item.id}>
                      {item.listing.product.name} × {item.quantity} @ {formatPrice(item.price_per_unit)} = {formatPrice(item.price_per_unit * item.quantity)}
                    </li>
                  ))}
                </ul>
                <dl className={cardStyles.facts}>
                  <dt className={cardStyles.factTerm}>Subtotal</dt>
                  <dd className={cardStyles.factValue}>{formatPrice(order.subtotal)}</dd>
                  <dt className={cardStyles.factTerm}>Delivery</dt>
                  <dd className={cardStyles.factValue}>{formatPrice(order.delivery_charges)}</dd>
                  <dt className={cardStyles.factTerm}>Total</dt>
                  <dd className={cardStyles.factValue}>{formatPrice(order.total_amount)}</dd>
                </dl>
                <OrderDocuments order={order} owner="seller" />
                {order.next_status && (
                  <div className={styles.actions}>
                    <Button
                      variant="primary"
                      size="small"
                      busy={advancing === order.id}
                      disabled={advancing !== null}
                      aria-label={`${nextStatusActionLabel(order.next_status)}: order ${order.id}`}
                      onClick={() => void advance(order)}
                    >
                      {nextStatusActionLabel(order.next_status)}
                    </Button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
