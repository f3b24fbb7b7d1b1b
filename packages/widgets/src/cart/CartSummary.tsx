import { DELIVERY_BASE_CHARGE, DELIVERY_CHARGE_PER_KM, localeFormat, siteUrl, type Cart } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { cartCatalogue } from './cartMessages.ts';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import * as styles from './cart.css.ts';

export interface CartSummaryProps {
  cart: Cart;
  /** The summary's heading; 'Order Summary' in the buyer's language unless told. */
  heading?: string;
  /** The action under the totals: Proceed to Checkout, or Place Order. */
  children?: ReactNode;
}

/** Subtotal, delivery per seller, taxes included, total (computed by the server), in the buyer's language. */
export function CartSummary({ cart, heading, children }: CartSummaryProps) {
  const { messages, locale } = useMessages(cartCatalogue);
  const { price, number } = localeFormat(locale);
  const locationNote = splitAroundLink(messages['summary.locationNote'](LINK_MARKS));
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title" lang={locale}>
      <h2 id="cart-summary-title" className={styles.itemName}>
        {heading ?? messages['summary.heading']()}
      </h2>
      <dl className={styles.summaryList}>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryTerm}>{messages['summary.subtotal']()}</dt>
          <dd className={styles.summaryValue}>{price(cart.subtotal)}</dd>
        </div>
        {cart.deliveries.map((delivery) => {
          const seller = delivery.seller_name ?? messages['summary.seller']();
          return (
            <div key={delivery.seller_id} className={styles.summaryRow}>
              <dt className={styles.summaryTerm}>
                {delivery.distance_km === null
                  ? messages['summary.deliveryFrom']({ seller })
                  : messages['summary.deliveryFromDistance']({ seller, distance: number(delivery.distance_km) })}
              </dt>
              <dd className={styles.summaryValue}>{price(delivery.delivery_charge)}</dd>
            </div>
          );
        })}
        <div className={styles.summaryRow}>
          <dt className={styles.summaryTerm}>{messages['summary.taxes']()}</dt>
          <dd className={styles.summaryValue}>{messages['summary.taxesIncluded']()}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.totalTerm}>{messages['summary.total']()}</dt>
          <dd className={styles.totalValue}>{price(cart.total_amount)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {messages['summary.deliveryEstimate']({
          base: price(DELIVERY_BASE_CHARGE),
          perKm: price(DELIVERY_CHARGE_PER_KM),
          amount: price(cart.delivery_charges),
        })}
      </p>
      {!cart.has_location && (
        <p className={styles.note}>
          {locationNote.before}
          <Link href={siteUrl('/location-setup')}>{locationNote.link}</Link>
          {locationNote.after}
        </p>
      )}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
