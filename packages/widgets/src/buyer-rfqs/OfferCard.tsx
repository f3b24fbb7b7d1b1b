import {
  formatNumber,
  formatOrderDate,
  formatPrice,
  offeredProductName,
  siteUrl,
  type ComparedRfqOffer,
  type ComparisonColumn,
  type ComparisonRow,
} from '@nirmaan/core';
import { Badge, Button, Link } from '@nirmaan/ui';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import * as styles from './buyerRfqs.css.ts';

export const OFFER_CARD_TEXTS = {
  partial: 'Partial offer',
  partialDetail: (missing: number, items: number) => `Cannot supply ${missing} of ${items} items`,
  complete: 'Prices every item',
  cannotSupply: 'Cannot supply',
  best: 'Best price',
  offers: 'Offers:',
  perUnit: (price: string, unit: string) => `${price} per ${unit}`,
  landed: (amount: string) => `${amount} landed`,
  deliveryCharge: 'Delivery charge',
  free: 'Free',
  deliveryDate: 'Delivery by',
  validUntil: 'Valid until',
  terms: 'Terms',
  landedTotal: 'Landed total',
  accept: 'Accept this offer',
  accepted: 'Accepted',
  acceptedOrder: (orderId: number) => `Order #${orderId}`,
  closed: 'Closed',
  chosenItem: 'You accepted this item',
} as const;

export interface OfferCardProps {
  offer: ComparedRfqOffer;
  column: ComparisonColumn;
  rows: readonly ComparisonRow[];
  /** "Accept this offer": shown while the offer can be accepted. */
  onAccept?: () => void;
}

/**
 * One seller's offer: per item the offered product, unit price and landed cost (or "Cannot
 * supply"), the best per item said in words; then delivery, validity, terms and the landed total.
 */
export function OfferCard({ offer, column, rows, onAccept }: OfferCardProps) {
  const titleId = `rfq-offer-${offer.id}`;
  return (
    <article className={cardStyles.card} aria-labelledby={titleId}>
      <div className={cardStyles.cardHeader}>
        <h3 id={titleId} className={styles.sectionHeading}>
          {column.seller}
        </h3>
        {column.status === 'accepted' && <Badge tone="success">{OFFER_CARD_TEXTS.accepted}</Badge>}
        {column.status === 'closed' && <Badge tone="neutral">{OFFER_CARD_TEXTS.closed}</Badge>}
      </div>
      {column.missing > 0 ? (
        <span className={styles.headline}>
          <Badge tone="warning">{OFFER_CARD_TEXTS.partial}</Badge>
          <span className={styles.muted}>{OFFER_CARD_TEXTS.partialDetail(column.missing, rows.length)}</span>
        </span>
      ) : (
        <span className={styles.muted}>{OFFER_CARD_TEXTS.complete}</span>
      )}
      <ul className={styles.offerLines}>
        {rows.map((row) => {
          const cell = row.cells.find((candidate) => candidate.offerId === offer.id);
          const productName = offeredProductName(offer, row.itemId);
          const accepted = offer.items.find((line) => line.rfq_item_id === row.itemId)?.accepted === true;
          return (
            <li key={row.itemId} className={styles.offerLine}>
              <span className={styles.lineName}>
                {row.description}{' '}
                <span className={styles.muted}>
                  × {formatNumber(row.quantity)} {row.unit}
                </span>
              </span>
              {productName && (
                <span className={styles.muted}>
                  {OFFER_CARD_TEXTS.offers} {productName}
                </span>
              )}
              {cell?.kind === 'priced' ? (
                <span className={styles.money}>
                  {OFFER_CARD_TEXTS.perUnit(formatPrice(cell.unitPrice), row.unit)} · <strong>{OFFER_CARD_TEXTS.landed(formatPrice(cell.landed))}</strong>
                </span>
              ) : (
                <strong>{OFFER_CARD_TEXTS.cannotSupply}</strong>
              )}
              {cell?.kind === 'priced' && cell.best && (
                <span>
                  <Badge tone="success">{OFFER_CARD_TEXTS.best}</Badge>
                </span>
              )}
              {accepted && <span className={styles.muted}>{OFFER_CARD_TEXTS.chosenItem}</span>}
            </li>
          );
        })}
      </ul>
      <dl className={cardStyles.facts}>
        <dt className={cardStyles.factTerm}>{OFFER_CARD_TEXTS.deliveryCharge}</dt>
        <dd className={cardStyles.factValue}>{column.deliveryCharge === 0 ? OFFER_CARD_TEXTS.free : formatPrice(column.deliveryCharge)}</dd>
        <dt className={cardStyles.factTerm}>{OFFER_CARD_TEXTS.deliveryDate}</dt>
        <dd className={cardStyles.factValue}>{formatOrderDate(column.deliveryDate)}</dd>
        <dt className={cardStyles.factTerm}>{OFFER_CARD_TEXTS.validUntil}</dt>
        <dd className={cardStyles.factValue}>{formatOrderDate(column.validUntil)}</dd>
        {column.terms && (
          <>
            <dt className={cardStyles.factTerm}>{OFFER_CARD_TEXTS.terms}</dt>
            <dd className={cardStyles.factValue}>{column.terms}</dd>
          </>
        )}
        <dt className={cardStyles.factTerm}>{OFFER_CARD_TEXTS.landedTotal}</dt>
        <dd className={styles.total}>{formatPrice(column.landedTotal)}</dd>
      </dl>
      {offer.order_id !== null && <Link href={siteUrl(`/orders/${offer.order_id}`)}>{OFFER_CARD_TEXTS.acceptedOrder(offer.order_id)}</Link>}
      {onAccept && (
        <Button variant="secondary" onClick={onAccept} aria-describedby={titleId}>
          {OFFER_CARD_TEXTS.accept}
        </Button>
      )}
    </article>
  );
}
