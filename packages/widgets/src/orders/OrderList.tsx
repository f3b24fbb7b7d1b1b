import { localeFormat, orderStatusLabel, siteUrl, takeFlash } from '@nirmaan/core';
import { Alert, Button, buttonStyles, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { orderDate } from './orderDate.ts';
import { ordersCatalogue } from './ordersMessages.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderThumbnails } from './OrderThumbnails.tsx';
import { useBuyerOrders } from './useBuyerOrders.ts';
import * as cartStyles from '../cart/cart.css.ts';
import * as styles from './orders.css.ts';

/**
 * My Orders (spec storefront §2): rows with thumbnails, status, en-IN dates and View Details; the
 * checkout message on top. Signed out (or after a 401), the sign-in prompt in its own box.
 */
export function OrderList() {
  const { state, reload, signedIn } = useBuyerOrders();
  const [banner] = useState(takeFlash);
  const { messages, locale } = useMessages(ordersCatalogue);
  const format = localeFormat(locale);

  const heading = (
    <h1 id="orders-title" className={cartStyles.title}>
      {messages['list.title']()}
    </h1>
  );
  if (!signedIn) {
    return (
      <section className={cartStyles.root} aria-labelledby="orders-title" lang={locale}>
        {heading}
        <SignInPrompt title={messages['list.signInTitle']()} description={messages['list.signInDescription']()} />
      </section>
    );
  }
  return (
    <section className={cartStyles.root} aria-labelledby="orders-title" lang={locale}>
      {heading}
      {banner && <Alert tone="success">{banner}</Alert>}
      {state.status === 'loading' && <Spinner label={messages['list.loading']()} />}
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={reload}>{messages['list.retry']()}</Button>}>
          {messages['list.loadFailed']()}
        </Alert>
      )}
      {state.status === 'ready' && state.orders.length === 0 && (
        <EmptyState
          title={messages['list.empty']()}
          description={messages['list.emptyHint']()}
          action={
            <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/products')}>
              {messages['list.browse']()}
            </Link>
          }
        />
      )}
      {state.status === 'ready' && state.orders.length > 0 && (
        <ul className={styles.rows} aria-label={messages['list.label']()}>
          {state.orders.map((order) => (
            <li key={order.id} className={styles.row}>
              <div className={styles.rowMain}>
                <div className={styles.rowHead}>
                  <strong>{messages['list.orderNumber']({ id: order.id })}</strong>
                  <OrderStatusBadge status={order.status} label={messages.status({ status: order.status, fallback: orderStatusLabel(order.status) })} />
                </div>
                <span className={cartStyles.small}>
                  {orderDate(format, order.order_date)} · {order.seller.name}
                </span>
                <OrderThumbnails order={order} />
              </div>
              <div className={styles.rowSide}>
                <strong>{format.price(order.total_amount)}</strong>
                <Link href={siteUrl(`/orders/${order.id}`)} aria-label={messages['list.viewDetailsLabel']({ id: order.id })}>
                  {messages['list.viewDetails']()}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
