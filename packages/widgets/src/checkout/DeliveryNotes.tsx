import { localeFormat, type SellerDeliveryEstimate } from '@nirmaan/core';
import { Alert } from '@nirmaan/ui';
import * as styles from '../cart/cart.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { checkoutCatalogue } from './checkoutMessages.ts';

export interface DeliveryNotesProps {
  /** Every seller's delivery to the chosen address: one order each. */
  deliveries: readonly SellerDeliveryEstimate[];
  /** Those whose radius does not reach the address: checkout would refuse them. */
  unreachable: readonly SellerDeliveryEstimate[];
  /** The header's words when Nirmaan does not deliver to the address's pincode at all. */
  notServed?: string | undefined;
}

/** What Place Order will do with the cart: how many orders and deliveries, and which seller cannot deliver to this address. */
export function DeliveryNotes({ deliveries, unreachable, notServed }: DeliveryNotesProps) {
  const { messages, locale } = useMessages(checkoutCatalogue);
  const format = localeFormat(locale);
  if (notServed) return <Alert tone="error">{notServed}</Alert>;
  return (
    <>
      <p className={styles.note}>{messages['notes.split']({ sellers: deliveries.length, sellersText: format.number(deliveries.length) })}</p>
      {unreachable.map((delivery) => (
        <Alert key={delivery.seller_id} tone="error">
          {messages['notes.beyondReach']({
            seller: delivery.seller_name ?? messages['notes.aSeller'](),
            radius: format.number(delivery.delivery_radius_km ?? 0),
            distance: format.number(delivery.distance_km ?? 0),
          })}
        </Alert>
      ))}
    </>
  );
}
