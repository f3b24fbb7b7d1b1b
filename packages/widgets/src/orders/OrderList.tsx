import { formatOrderDate, formatPrice, ORDER_MESSAGES, siteUrl, takeFlash } from '@nirmaan/core';
import { Alert, Button, buttonStyles, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
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

  const heading = (
    <h1 id="orders-title" className={cartStyles.title}>
      My Orders
    </h1>
  );
  if (!signedIn) {
    return (
      <section className={cartStyles.root} aria-labelledby="orders-title">
        {heading}
        <SignInPrompt title={ORDER_MESSAGES.pleaseLogIn} description="Log in to see and track your orders." />
      </section>
    );
  }
  return (
    <section className={cartStyles.root} aria-labelledby="orders-title">
      {heading}
      {banner && <Alert tone="success">{banner}</Alert>}
      {state.status === 'loading' && <Spinner label="Loading your orders" />}
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={reload}>Retry</Button>}>
          {ORDER_MESSAGES.loadFailed}
        </Alert>
      )}
      {state.status === 'ready' && state.orders.length === 0 && (
        <EmptyState
          title={ORDER_MESSAGES.noOrders}
          description={ORDER_MESSAGES.noOrdersHint}
          action={
            <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/products')}>
              Browse Products
            </Link>
          }
        />
      )}
      {state.status === 'ready' && state.orders.length > 0 && (
        <ul className={styles.rows} aria-label="Orders">
          {state.orders.map((order) => (
            <li key={order.id} className={styles.row}>
              <div className={styles.rowMain}>
                <div className={styles.rowHead}>
                  <strong>Order #{order.id}</strong>
                  <OrderStatusBadge status={order.status} />
                </div>
                <span className={cartStyles.small}>
                  {formatOrderDate(order.order_date)} · {order.seller.name}
                </span>
                <OrderThumbnails order={order} />
              </div>
              <div className={styles.rowSide}>
                <strong>{formatPrice(order.total_amount)}</strong>
                <Link href={siteUrl(`/orders/${order.id}`)} aria-label={`View Details of order #${order.id}`}>
                  View Details
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
