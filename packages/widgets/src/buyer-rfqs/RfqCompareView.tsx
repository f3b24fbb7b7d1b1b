import {
  canAcceptOffers,
  choiceTotal,
  comparisonTable,
  localeFormat,
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
import { useMessages } from '../locale-shared/useMessages.ts';
import { rfqDate } from './rfqDate.ts';
import { CancelRfq } from './CancelRfq.tsx';
import { ChoiceTotal } from './ChoiceTotal.tsx';
import { comparisonCatalogue } from './comparisonMessages.ts';
import { ItemOfferChoice } from './ItemOfferChoice.tsx';
import { OfferCard } from './OfferCard.tsx';
import { PlacedOrders } from './PlacedOrders.tsx';
import { RfqStatusBadge } from './RfqStatusBadge.tsx';
import { forgetBuyerLists } from './useBuyerRfqs.ts';
import * as styles from './buyerRfqs.css.ts';

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
  const { messages, locale } = useMessages(comparisonCatalogue);
  const format = localeFormat(locale);
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
    <article className={styles.root} aria-labelledby="rfq-title" lang={locale}>
      <Link href={siteUrl('/rfqs')}>{messages['compare.back']()}</Link>
      <div className={styles.headline}>
        <h1 id="rfq-title" className={styles.title}>
          {messages['compare.title']({ id: rfq.id })}
        </h1>
        <RfqStatusBadge status={rfq.status} />
      </div>
      <dl className={cardStyles.facts}>
        <dt className={cardStyles.factTerm}>{messages['compare.site']()}</dt>
        <dd className={cardStyles.factValue}>{[rfq.site_location, rfq.site_pincode].filter(Boolean).join(', ')}</dd>
        {rfq.needed_by && (
          <>
            <dt className={cardStyles.factTerm}>{messages['compare.neededBy']()}</dt>
            <dd className={cardStyles.factValue}>{rfqDate(format, rfq.needed_by)}</dd>
          </>
        )}
        <dt className={cardStyles.factTerm}>{messages['compare.openUntil']()}</dt>
        <dd className={cardStyles.factValue}>{rfqDate(format, rfq.expires_at)}</dd>
        <dt className={cardStyles.factTerm}>{messages['compare.asked']()}</dt>
        <dd className={cardStyles.factValue}>{format.number(rfq.sellers_asked)}</dd>
        {rfq.notes && (
          <>
            <dt className={cardStyles.factTerm}>{messages['compare.notes']()}</dt>
            <dd className={cardStyles.factValue}>{rfq.notes}</dd>
          </>
        )}
      </dl>
      {placed && <PlacedOrders orderIds={placed} />}
      {problem && <Alert tone="error">{problem}</Alert>}
      {rfq.status !== 'open' && !placed && <Alert tone="info">{messages['compare.closed']({ status: rfq.status })}</Alert>}
      {rfq.status === 'open' && rfq.offers.length > 0 && !accepting && <Alert tone="info">{messages['compare.nothingOpen']()}</Alert>}
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
        <DeferredBoundary loadingLabel={messages['compare.openingConfirm']()}>
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
              {messages['compare.items']()}
            </h2>
            <ul className={cardStyles.items}>
              {rows.map((row) => (
                <li key={row.itemId}>{messages['compare.item']({ description: row.description, quantity: format.number(row.quantity), unit: row.unit })}</li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="rfq-offers">
            <h2 id="rfq-offers" className={styles.sectionHeading}>
              {messages['compare.offers']({ count: format.number(columns.length) })}
            </h2>
            {columns.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={messages['compare.noOffers']()}
                description={
                  rfq.status === 'open'
                    ? messages['compare.noOffersHint']({ asked: rfq.sellers_asked, askedText: format.number(rfq.sellers_asked) })
                    : undefined
                }
              />
            ) : (
              <ul className={cardStyles.cards} aria-label={messages['compare.offersLabel']()}>
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
                {messages['compare.choose']()}
              </h2>
              <p className={styles.muted}>{messages['compare.chooseHint']()}</p>
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
