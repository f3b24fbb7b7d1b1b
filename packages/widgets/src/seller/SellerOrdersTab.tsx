import {
  localeFormat,
  type LocaleFormat,
  newOrdersFirst,
  orderCustomerContact,
  orderCustomerName,
  orderStatusLabel,
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
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

/** Orders, new (pending) ones first: customer, shipping address, items, totals, status and the advance action; the list reloads after a change. */
export function SellerOrdersTab() {
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  const format = localeFormat(locale);
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
      setProblem(messages.orderStatusFailed());
    } finally {
      setAdvancing(null);
      orders.reload();
    }
  };

  const list = newOrdersFirst(orders.value ?? []);
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages['orders.title']()}</h2>
      {problem && <Alert tone="error">{problem}</Alert>}
      {orders.status === 'failed' && <LoadFailed onRetry={orders.reload} />}
      {orders.status === 'loading' && !orders.value && <Spinner label={messages['orders.loading']()} />}
      {orders.value && list.length === 0 && <EmptyState headingLevel={3} title={messages.noOrders()} description={messages.noOrdersHint()} />}
      {list.length > 0 && (
        <ul className={cardStyles.cards} aria-label={messages['orders.label']()}>
          {list.map((order) => (
            <li key={order.id}>
              <article className={cardStyles.card} aria-labelledby={`seller-order-${order.id}`}>
                <div className={cardStyles.cardHeader}>
                  <h3 id={`seller-order-${order.id}`} className={styles.subheading}>
                    {messages['order.number']({ id: order.id })}
                  </h3>
                  <OrderStatusBadge
                    status={order.status}
                    label={messages['order.status']({ status: order.status, fallback: orderStatusLabel(order.status) })}
                  />
                </div>
                <p className={styles.muted}>{orderDate(format, order.order_date)}</p>
                <dl className={cardStyles.facts}>
                  <dt className={cardStyles.factTerm}>{messages['order.customer']()}</dt>
                  <dd className={cardStyles.factValue}>
                    {customerName(order, messages['order.unknownCustomer']())}
                    {orderCustomerContact(order) && <span className={styles.muted}> {orderCustomerContact(order)}</span>}
                  </dd>
                  <dt className={cardStyles.factTerm}>{messages['order.shipTo']()}</dt>
                  <dd className={cardStyles.factValue}>
                    {shippingAddressLines(order.shipping_address).map((line) => (
                      <span key={line} className={styles.line}>
                        {line}
                      </span>
                    ))}
                  </dd>
                </dl>
                <ul className={cardStyles.items} aria-label={messages['order.itemsLabel']({ id: order.id })}>
                  {order.order_items.map((item) => (
                    <li key={item.id}>
                      {messages['order.item']({
                        name: item.listing.product.name,
                        quantity: format.number(item.quantity),
                        price: format.price(item.price_per_unit),
                        total: format.price(item.price_per_unit * item.quantity),
                      })}
                    </li>
                  ))}
                </ul>
                <dl className={cardStyles.facts}>
                  <dt className={cardStyles.factTerm}>{messages['order.subtotal']()}</dt>
                  <dd className={cardStyles.factValue}>{format.price(order.subtotal)}</dd>
                  <dt className={cardStyles.factTerm}>{messages['order.delivery']()}</dt>
                  <dd className={cardStyles.factValue}>{format.price(order.delivery_charges)}</dd>
                  <dt className={cardStyles.factTerm}>{messages['order.total']()}</dt>
                  <dd className={cardStyles.factValue}>{format.price(order.total_amount)}</dd>
                </dl>
                <OrderDocuments order={order} owner="seller" />
                {order.next_status && (
                  <div className={styles.actions}>
                    <Button
                      variant="primary"
                      size="small"
                      busy={advancing === order.id}
                      disabled={advancing !== null}
                      aria-label={messages['order.advanceLabel']({ action: messages['order.advance']({ status: order.next_status }), id: order.id })}
                      onClick={() => void advance(order)}
                    >
                      {messages['order.advance']({ status: order.next_status })}
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

/** Who ordered (orderCustomerName), with core's 'Unknown' in the dashboard's language. */
function customerName(order: SellerOrder, unknown: string): string {
  const name = orderCustomerName(order);
  return name === 'Unknown' && !order.customer?.name ? unknown : name;
}

/** An order's date in the dashboard's language ('5 Jan 2026' in English); one the server sent unreadable is shown as it came. */
function orderDate(format: LocaleFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.date(date, { day: 'numeric', month: 'short', year: 'numeric' });
}
