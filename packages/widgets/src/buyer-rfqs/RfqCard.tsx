import { formatOrderDate, siteUrl, type BuyerRfqListItem } from '@nirmaan/core';
import { buttonStyles, Link } from '@nirmaan/ui';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { RfqStatusBadge } from './RfqStatusBadge.tsx';
import * as styles from './buyerRfqs.css.ts';

export const RFQ_CARD_TEXTS = {
  site: 'Site',
  items: 'Items',
  asked: 'Suppliers asked',
  offers: 'Offers received',
  openUntil: 'Open until',
  wasOpenUntil: 'Was open until',
  compare: 'Compare offers',
  view: 'View request',
} as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One request in the list: its status, site, items, sellers asked, offers received, and when it closes. */
export function RfqCard({ rfq }: { rfq: BuyerRfqListItem }) {
  const titleId = `buyer-rfq-${rfq.id}`;
  const comparing = rfq.status === 'open' && rfq.offer_count > 0;
  const action = comparing ? RFQ_CARD_TEXTS.compare : RFQ_CARD_TEXTS.view;
  return (
    <article className={cardStyles.card} aria-labelledby={titleId}>
      <div className={cardStyles.cardHeader}>
        <h2 id={titleId} className={styles.sectionHeading}>
          Request #{rfq.id}
        </h2>
        <RfqStatusBadge status={rfq.status} />
      </div>
      <dl className={cardStyles.facts}>
        <dt className={cardStyles.factTerm}>{RFQ_CARD_TEXTS.site}</dt>
        <dd className={cardStyles.factValue}>{[rfq.site_location, rfq.site_pincode].filter(Boolean).join(', ')}</dd>
        <dt className={cardStyles.factTerm}>{RFQ_CARD_TEXTS.items}</dt>
        <dd className={cardStyles.factValue}>{rfq.item_count}</dd>
        <dt className={cardStyles.factTerm}>{RFQ_CARD_TEXTS.asked}</dt>
        <dd className={cardStyles.factValue}>{rfq.sellers_asked}</dd>
        <dt className={cardStyles.factTerm}>{RFQ_CARD_TEXTS.offers}</dt>
        <dd className={cardStyles.factValue}>{rfq.offer_count}</dd>
        <dt className={cardStyles.factTerm}>{rfq.status === 'open' ? RFQ_CARD_TEXTS.openUntil : RFQ_CARD_TEXTS.wasOpenUntil}</dt>
        <dd className={cardStyles.factValue}>{formatOrderDate(rfq.expires_at)}</dd>
      </dl>
      <Link
        className={buttonStyles({ variant: comparing ? 'primary' : 'secondary' })}
        href={siteUrl(`/rfqs/${rfq.id}`)}
        aria-label={`${action}: request #${rfq.id}, ${plural(rfq.offer_count, 'offer')}`}
      >
        {action}
      </Link>
    </article>
  );
}
