import { CART_MESSAGES, DELIVERY_ESTIMATE_TEXT, formatNumber, formatPrice, siteUrl, type Cart } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import * as styles from './cart.css.ts';

export interface CartSummaryProps {
  cart: Cart;
  heading?: string;
  /** The action under the totals: Proceed to Checkout, or Place Order. */
  children?: ReactNode;
}

/** Subtotal, delivery per seller, taxes included, total (computed by the server). */
export function CartSummary({ cart, heading = 'Order Summary', children }: CartSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.itemName}>
        {heading}
      </h2>
      <dl className={styles.summaryList}>
        <dt className={styles.summaryTerm}>Subtotal</dt>
        <dd className={styles.summaryValue}>{formatPrice(cart.subtotal)}</dd>
        {cart.deliveries.map((delivery) => (
          <div key={delivery.seller_id} className={styles.summaryRow}>
            <dt className={styles.summaryTerm}>
              Delivery from {delivery.seller_name ?? 'seller'}
              {delivery.distance_km !== null && ` (${formatNumber(delivery.distance_km)} km)`}
            </dt>
            <dd className={styles.summaryValue}>{formatPrice(delivery.delivery_charge)}</dd>
          </div>
        ))}
        <dt className={styles.summaryTerm}>Taxes</dt>
        <dd className={styles.summaryValue}>{CART_MESSAGES.taxesIncluded}</dd>
        <dt className={styles.totalTerm}>Total</dt>
        <dd className={styles.totalValue}>{formatPrice(cart.total_amount)}</dd>
      </dl>
      <p className={styles.note}>
        {DELIVERY_ESTIMATE_TEXT}: {formatPrice(cart.delivery_charges)}
      </p>
      {!cart.has_location && (
        <p className={styles.note}>
          Delivery is estimated at the base charge until you <Link href={siteUrl('/location-setup')}>set your delivery location</Link>.
        </p>
      )}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
