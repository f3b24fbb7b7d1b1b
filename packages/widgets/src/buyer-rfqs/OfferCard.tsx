import { localeFormat, offeredProductName, siteUrl, type ComparedRfqOffer, type ComparisonColumn, type ComparisonRow } from '@nirmaan/core';
import { Badge, Button, Link } from '@nirmaan/ui';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { rfqDate } from './rfqDate.ts';
import { comparisonCatalogue } from './comparisonMessages.ts';
import * as styles from './buyerRfqs.css.ts';

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
  const { messages, locale } = useMessages(comparisonCatalogue);
  const format = localeFormat(locale);
  const titleId = `rfq-offer-${offer.id}`;
  return (
    <article className={cardStyles.card} aria-labelledby={titleId}>
      <div className={cardStyles.cardHeader}>
        <h3 id={titleId} className={styles.sectionHeading}>
          {column.seller}
        </h3>
        {column.status === 'accepted' && <Badge tone="success">{messages['offer.accepted']()}</Badge>}
        {column.status === 'closed' && <Badge tone="neutral">{messages['offer.closed']()}</Badge>}
      </div>
      {column.missing > 0 ? (
        <span className={styles.headline}>
          <Badge tone="warning">{messages['offer.partial']()}</Badge>
          <span className={styles.muted}>
            {messages['offer.partialDetail']({ items: rows.length, itemsText: format.number(rows.length), missingText: format.number(column.missing) })}
          </span>
        </span>
      ) : (
        <span className={styles.muted}>{messages['offer.complete']()}</span>
      )}
      <ul className={styles.offerLines}>
        {rows.map((row) => {
          const cell = row.cells.find((candidate) => candidate.offerId === offer.id);
          const productName = offeredProductName(offer, row.itemId);
          const accepted = offer.items.find((line) => line.rfq_item_id === row.itemId)?.accepted === true;
          return (
            <li key={row.itemId} className={styles.offerLine}>
              <span className={styles.lineName}>
                {row.description} <span className={styles.muted}>{messages['offer.quantity']({ quantity: format.number(row.quantity), unit: row.unit })}</span>
              </span>
              {productName && <span className={styles.muted}>{messages['offer.product']({ product: productName })}</span>}
              {cell?.kind === 'priced' ? (
                <span className={styles.money}>
                  {messages['offer.perUnit']({ price: format.price(cell.unitPrice), unit: row.unit })} ·{' '}
                  <strong>{messages['offer.landed']({ amount: format.price(cell.landed) })}</strong>
                </span>
              ) : (
                <strong>{messages['offer.cannotSupply']()}</strong>
              )}
              {cell?.kind === 'priced' && cell.best && (
                <span>
                  <Badge tone="success">{messages['offer.best']()}</Badge>
                </span>
              )}
              {accepted && <span className={styles.muted}>{messages['offer.chosenItem']()}</span>}
            </li>
          );
        })}
      </ul>
      <dl className={cardStyles.facts}>
        <dt className={cardStyles.factTerm}>{messages['offer.deliveryCharge']()}</dt>
        <dd className={cardStyles.factValue}>{column.deliveryCharge === 0 ? messages['offer.free']() : format.price(column.deliveryCharge)}</dd>
        <dt className={cardStyles.factTerm}>{messages['offer.deliveryDate']()}</dt>
        <dd className={cardStyles.factValue}>{rfqDate(format, column.deliveryDate)}</dd>
        <dt className={cardStyles.factTerm}>{messages['offer.validUntil']()}</dt>
        <dd className={cardStyles.factValue}>{rfqDate(format, column.validUntil)}</dd>
        {column.terms && (
          <>
            <dt className={cardStyles.factTerm}>{messages['offer.terms']()}</dt>
            <dd className={cardStyles.factValue}>{column.terms}</dd>
          </>
        )}
        <dt className={cardStyles.factTerm}>{messages['offer.landedTotal']()}</dt>
        <dd className={styles.total}>{format.price(column.landedTotal)}</dd>
      </dl>
      {offer.order_id !== null && <Link href={siteUrl(`/orders/${offer.order_id}`)}>{messages.order({ id: offer.order_id })}</Link>}
      {onAccept && (
        <Button variant="secondary" onClick={onAccept} aria-describedby={titleId}>
          {messages['offer.accept']()}
        </Button>
      )}
    </article>
  );
}
