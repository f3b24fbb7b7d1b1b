import {
  canAcceptOffers,
  choiceTotal,
  comparisonTable,
  formatNumber,
  formatOrderDate,
  offersForItem,
  siteUrl,
  startingChoice,
  wholeOfferChoice,
  type BuyerRfq,
  type ItemChoice,
} from '@nirmaan/core';
import { Alert, EmptyState, Link } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { CancelRfq } from './CancelRfq.tsx';
import { ChoiceTotal } from './ChoiceTotal.tsx';
import { ItemOfferChoice } from './ItemOfferChoice.tsx';
import { OfferCard } from './OfferCard.tsx';
import { PlacedOrders } from './PlacedOrders.tsx';
import { RfqStatusBadge } from './RfqStatusBadge.tsx';
import { forgetBuyerLists } from './useBuyerRfqs.ts';
import * as styles from './buyerRfqs.css.ts';

export const COMPARE_TEXTS = {
  back: '← My quote requests',
  title: (id: number) => `Request #${id}`,
  site: 'Site',
  neededBy: 'Needed by',
  openUntil: 'Offers until',
  asked: 'Suppliers asked',
  notes: 'Your notes',
  items: 'What you asked for',
  offers: (count: number) => `Offers (${count})`,
  noOffers: 'No offers yet',
  noOffersHint: (asked: number) =>
    asked === 0
      ? 'No supplier serving the site lists these materials yet. We will tell you when one does.'
      : `${asked} supplier${asked === 1 ? ' was' : 's were'} asked. Their offers appear here as they answer.`,
  choose: 'Choose a supplier for each item',
  chooseHint: 'The best landed price (goods plus its share of delivery) is chosen for each item. Each supplier you choose delivers once.',
  closed: {
    expired: 'This request has expired: offers can no longer be made or accepted. Ask again for fresh prices.',
    cancelled: 'You cancelled this request: its offers can no longer be accepted.',
    accepted: 'You accepted offers on this request; the suppliers left out were told it is closed.',
  },
  nothingOpen: 'No offer can be accepted now: each one was withdrawn or closed.',
  openingConfirm: 'Opening the confirm step',
} as const;

/** The confirm step: its code (and checkout's address choice and business details) arrives while the buyer compares. */
const AcceptStep = deferredComponent(async () => (await import('./AcceptStep.tsx')).AcceptStep);

type Step = { kind: 'compare' } | { kind: 'confirm'; choice: ItemChoice };

export interface RfqCompareViewProps {
  rfq: BuyerRfq;
  /** The request as the server now has it (after a cancel). */
  onChanged: (rfq: BuyerRfq) => void;
  /** Loads the request again (after an acceptance, or when the server refused what the page shows). */
  onReload: () => void;
}

/**
 * One request's offers side by side (issue 31): its items, each offer as a card, and for an open
 * request the buyer's choice per item (the best preselected) or a whole offer, its running total,
 * then the confirm step that places the orders.
 */
export function RfqCompareView({ rfq, onChanged, onReload }: RfqCompareViewProps) {
  const [chosen, setChosen] = useState<ItemChoice | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'compare' });
  const [placed, setPlaced] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const { columns, rows } = comparisonTable(rfq);
  const accepting = canAcceptOffers(rfq);
  useEffect(() => {
    if (accepting) AcceptStep.preload();
  }, [accepting]);
  const choice = chosen ?? startingChoice(rfq);
  const total = choiceTotal(rfq, choice);
  const confirm = (next: ItemChoice) => {
    setProblem(null);
    setStep({ kind: 'confirm', choice: next });
  };

  return (
    <article className={styles.root} aria-labelledby="rfq-title">
      <Link href={siteUrl('/rfqs')}>{COMPARE_TEXTS.back}</Link>
      <div className={styles.headline}>
        <h1 id="rfq-title" className={styles.title}>
          {COMPARE_TEXTS.title(rfq.id)}
        </h1>
        <RfqStatusBadge status={rfq.status} />
      </div>
      <dl className={cardStyles.facts}>
        <dt className={cardStyles.factTerm}>{COMPARE_TEXTS.site}</dt>
        <dd className={cardStyles.factValue}>{[rfq.site_location, rfq.site_pincode].filter(Boolean).join(', ')}</dd>
        {rfq.needed_by && (
          <>
            <dt className={cardStyles.factTerm}>{COMPARE_TEXTS.neededBy}</dt>
            <dd className={cardStyles.factValue}>{formatOrderDate(rfq.needed_by)}</dd>
          </>
        )}
        <dt className={cardStyles.factTerm}>{COMPARE_TEXTS.openUntil}</dt>
        <dd className={cardStyles.factValue}>{formatOrderDate(rfq.expires_at)}</dd>
        <dt className={cardStyles.factTerm}>{COMPARE_TEXTS.asked}</dt>
        <dd className={cardStyles.factValue}>{rfq.sellers_asked}</dd>
        {rfq.notes && (
          <>
            <dt className={cardStyles.factTerm}>{COMPARE_TEXTS.notes}</dt>
            <dd className={cardStyles.factValue}>{rfq.notes}</dd>
          </>
        )}
      </dl>
      {placed && <PlacedOrders orderIds={placed} />}
      {problem && <Alert tone="error">{problem}</Alert>}
      {rfq.status !== 'open' && !placed && <Alert tone="info">{COMPARE_TEXTS.closed[rfq.status]}</Alert>}
      {rfq.status === 'open' && rfq.offers.length > 0 && !accepting && <Alert tone="info">{COMPARE_TEXTS.nothingOpen}</Alert>}
      {rfq.status === 'open' && step.kind === 'compare' && (
        <div className={styles.actions}>
          <CancelRfq
            rfq={rfq}
            onCancelled={(cancelled) => {
              forgetBuyerLists();
              onChanged(cancelled);
            }}
          />
        </div>
      )}

      {step.kind === 'confirm' && accepting ? (
        <DeferredBoundary loadingLabel={COMPARE_TEXTS.openingConfirm}>
          <AcceptStep
            rfq={rfq}
            choice={step.choice}
            onBack={() => setStep({ kind: 'compare' })}
            onPlaced={(orderIds) => {
              setPlaced(orderIds);
              setStep({ kind: 'compare' });
              forgetBuyerLists();
              onReload();
            }}
            onRefused={(message, stale) => {
              setProblem(message);
              if (stale) onReload();
            }}
          />
        </DeferredBoundary>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="rfq-items">
            <h2 id="rfq-items" className={styles.sectionHeading}>
              {COMPARE_TEXTS.items}
            </h2>
            <ul className={cardStyles.items}>
              {rows.map((row) => (
                <li key={row.itemId}>
                  {row.description}: {formatNumber(row.quantity)} {row.unit}
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="rfq-offers">
            <h2 id="rfq-offers" className={styles.sectionHeading}>
              {COMPARE_TEXTS.offers(columns.length)}
            </h2>
            {columns.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={COMPARE_TEXTS.noOffers}
                description={rfq.status === 'open' ? COMPARE_TEXTS.noOffersHint(rfq.sellers_asked) : undefined}
              />
            ) : (
              <ul className={cardStyles.cards} aria-label="Offers side by side">
                {rfq.offers.map((offer, index) => (
                  <li key={offer.id}>
                    <OfferCard
                      offer={offer}
                      column={columns[index]!}
                      rows={rows}
                      onAccept={accepting && offer.status === 'open' ? () => confirm(wholeOfferChoice(rfq, offer.id)) : undefined}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {accepting && (
            <section className={styles.section} aria-labelledby="rfq-choose">
              <h2 id="rfq-choose" className={styles.sectionHeading}>
                {COMPARE_TEXTS.choose}
              </h2>
              <p className={styles.muted}>{COMPARE_TEXTS.chooseHint}</p>
              {rows.map((row) => {
                const choosable = new Set(offersForItem(rfq, row.itemId).map((offer) => offer.id));
                return (
                  <ItemOfferChoice
                    key={row.itemId}
                    row={row}
                    columns={columns.filter((column) => choosable.has(column.offerId))}
                    chosen={choice[row.itemId]}
                    onChoose={(offerId) => setChosen({ ...choice, [row.itemId]: offerId })}
                  />
                );
              })}
              <ChoiceTotal total={total.total} items={total.items} orders={total.orders} onReview={() => confirm(choice)} />
            </section>
          )}
        </>
      )}
    </article>
  );
}
