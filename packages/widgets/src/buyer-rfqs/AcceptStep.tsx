import {
  $addresses,
  acceptChoiceOf,
  choiceTotal,
  chosenOrders,
  createOffersAcceptance,
  localeFormat,
  preselectedAddress,
  type AcceptOutcome,
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
import { useMessages } from '../locale-shared/useMessages.ts';
import { comparisonCatalogue, type ComparisonMessages } from './comparisonMessages.ts';
import * as styles from './buyerRfqs.css.ts';

/** A refused acceptance in the widget's words: the server's own reason as it came (in the site's language), else ours for the code. */
function refusalText(messages: ComparisonMessages, outcome: Extract<AcceptOutcome, { ok: false }>): string {
  if (outcome.reason === 'server') return outcome.message;
  if (outcome.reason === 'network') return messages.network();
  return messages[outcome.reason === 'noAddress' ? 'accept.noAddress' : 'accept.failed']();
}

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
  const { messages, locale } = useMessages(comparisonCatalogue);
  const format = localeFormat(locale);
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
    else if (addressId === null) setAddressProblem(refusalText(messages, outcome));
    else onRefused(refusalText(messages, outcome), outcome.stale);
  };

  return (
    <section className={styles.section} aria-labelledby="rfq-accept-title" lang={locale}>
      <h2 id="rfq-accept-title" ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        {messages['accept.heading']()}
      </h2>
      <p className={styles.muted}>{messages['accept.intro']()}</p>
      <ul className={cardStyles.cards} aria-label={messages['accept.ordersLabel']()}>
        {orders.map((order) => {
          const goods = order.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
          return (
            <li key={order.offerId} className={cardStyles.card}>
              <strong>{order.seller}</strong>
              <ul className={cardStyles.items}>
                {order.lines.map((line) => (
                  <li key={line.itemId}>
                    {messages['accept.line']({
                      description: line.description,
                      quantity: format.number(line.quantity),
                      unit: line.unit,
                      price: format.price(line.unitPrice),
                    })}
                  </li>
                ))}
              </ul>
              <dl className={cardStyles.facts}>
                <dt className={cardStyles.factTerm}>{messages['accept.delivery']()}</dt>
                <dd className={cardStyles.factValue}>{order.deliveryCharge === 0 ? messages['accept.free']() : format.price(order.deliveryCharge)}</dd>
                <dt className={cardStyles.factTerm}>{messages['accept.orderTotal']()}</dt>
                <dd className={cardStyles.factValue}>{format.price(goods + order.deliveryCharge)}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
      <p className={styles.total}>{messages['accept.total']({ amount: format.price(total) })}</p>
      {addresses.status === 'loading' && !addresses.value ? (
        <Spinner label={messages['accept.loadingAddresses']()} />
      ) : (
        <AddressChoice addresses={list} selectedId={addressId} onSelect={setChosenAddressId} error={addressProblem}>
          <NewAddress onAdded={(address) => setChosenAddressId(address.id)} />
        </AddressChoice>
      )}
      <BusinessDetails value={business} onChange={setBusiness} />
      <div className={styles.actions}>
        <Button variant="primary" busy={placing} busyLabel={messages['accept.placing']()} onClick={() => void place()}>
          {messages['accept.place']({ orders: orders.length, ordersText: format.number(orders.length) })}
        </Button>
        <Button variant="secondary" disabled={placing} onClick={onBack}>
          {messages['accept.back']()}
        </Button>
      </div>
    </section>
  );
}
