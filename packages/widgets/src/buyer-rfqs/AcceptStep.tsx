import {
  $addresses,
  acceptChoiceOf,
  choiceTotal,
  chosenOrders,
  createOffersAcceptance,
  formatNumber,
  formatPrice,
  preselectedAddress,
  type BuyerRfq,
  type CheckoutDetails,
  type ItemChoice,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Button, Spinner } from '@nirmaan/ui';
import { useEffect, useRef, useState } from 'react';
import { AddressChoice } from '../checkout/AddressChoice.tsx';
import { BusinessDetails } from '../checkout/BusinessDetails.tsx';
import { NewAddress } from '../checkout/NewAddress.tsx';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import * as styles from './buyerRfqs.css.ts';

export const ACCEPT_STEP_TEXTS = {
  heading: 'Confirm your orders',
  intro: 'Each supplier delivers its items as one order, at the prices offered. Payment is cash on delivery.',
  delivery: 'Delivery',
  free: 'Free',
  orderTotal: 'Order total',
  total: 'Total',
  loadingAddresses: 'Loading your addresses',
  place: (orders: number) => (orders === 1 ? 'Place the order' : `Place ${orders} orders`),
  placing: 'Placing orders...',
  back: 'Back to the offers',
} as const;

export interface AcceptStepProps {
  rfq: BuyerRfq;
  choice: ItemChoice;
  onBack: () => void;
  onPlaced: (orderIds: number[]) => void;
  /** The server refused what the page shows (closed, offer gone): `message` is its reason. */
  onRefused: (message: string, stale: boolean) => void;
}

/**
 * The confirm step: the orders the choice makes (one per supplier, with its delivery charge), the
 * shipping address (checkout's list, with "Add a new address") and the business details, then
 * the acceptance, its Idempotency-Key kept across retries.
 */
export function AcceptStep({ rfq, choice, onBack, onPlaced, onRefused }: AcceptStepProps) {
  const addresses = useStore($addresses);
  const [accept] = useState(() => createOffersAcceptance(rfq.id));
  const [chosenAddressId, setChosenAddressId] = useState<number | null>(null);
  const [business, setBusiness] = useState<CheckoutDetails>({});
  const [placing, setPlacing] = useState(false);
  const [addressProblem, setAddressProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the step is gone: a keyboard or screen reader user continues from its heading.
  useEffect(() => heading.current?.focus(), []);

  const list = addresses.value ?? [];
  const addressId = chosenAddressId ?? preselectedAddress(list)?.id ?? null;
  const orders = chosenOrders(rfq, choice);
  const { total } = choiceTotal(rfq, choice);
  const acceptance = acceptChoiceOf(rfq, choice);

  const place = async () => {
    if (!acceptance) return;
    setPlacing(true);
    setAddressProblem(null);
    const outcome = await accept(acceptance, addressId, business);
    setPlacing(false);
    if (outcome.ok) onPlaced(outcome.orderIds);
    else if (addressId === null) setAddressProblem(outcome.message);
    else onRefused(outcome.message, outcome.stale);
  };

  return (
    <section className={styles.section} aria-labelledby="rfq-accept-title">
      <h2 id="rfq-accept-title" ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        {ACCEPT_STEP_TEXTS.heading}
      </h2>
      <p className={styles.muted}>{ACCEPT_STEP_TEXTS.intro}</p>
      <ul className={cardStyles.cards} aria-label="Orders to place">
        {orders.map((order) => {
          const goods = order.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
          return (
            <li key={order.offerId} className={cardStyles.card}>
              <strong>{order.seller}</strong>
              <ul className={cardStyles.items}>
                {order.lines.map((line) => (
                  <li key={line.itemId}>
                    {line.description} × {formatNumber(line.quantity)} {line.unit} at {formatPrice(line.unitPrice)}
                  </li>
                ))}
              </ul>
              <dl className={cardStyles.facts}>
                <dt className={cardStyles.factTerm}>{ACCEPT_STEP_TEXTS.delivery}</dt>
                <dd className={cardStyles.factValue}>{order.deliveryCharge === 0 ? ACCEPT_STEP_TEXTS.free : formatPrice(order.deliveryCharge)}</dd>
                <dt className={cardStyles.factTerm}>{ACCEPT_STEP_TEXTS.orderTotal}</dt>
                <dd className={cardStyles.factValue}>{formatPrice(goods + order.deliveryCharge)}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
      <p className={styles.total}>
        {ACCEPT_STEP_TEXTS.total}: {formatPrice(total)}
      </p>
      {addresses.status === 'loading' && !addresses.value ? (
        <Spinner label={ACCEPT_STEP_TEXTS.loadingAddresses} />
      ) : (
        <AddressChoice addresses={list} selectedId={addressId} onSelect={setChosenAddressId} error={addressProblem}>
          <NewAddress onAdded={(address) => setChosenAddressId(address.id)} />
        </AddressChoice>
      )}
      <BusinessDetails value={business} onChange={setBusiness} />
      <div className={styles.actions}>
        <Button variant="primary" busy={placing} busyLabel={ACCEPT_STEP_TEXTS.placing} onClick={() => void place()}>
          {ACCEPT_STEP_TEXTS.place(orders.length)}
        </Button>
        <Button variant="secondary" disabled={placing} onClick={onBack}>
          {ACCEPT_STEP_TEXTS.back}
        </Button>
      </div>
    </section>
  );
}
