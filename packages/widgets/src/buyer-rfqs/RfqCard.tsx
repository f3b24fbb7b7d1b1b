import { localeFormat, siteUrl, type BuyerRfqListItem } from '@nirmaan/core';
import { buttonStyles, Link } from '@nirmaan/ui';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { rfqDate } from './rfqDate.ts';
import { buyerRfqsCatalogue } from './buyerRfqsMessages.ts';
import { RfqStatusBadge } from './RfqStatusBadge.tsx';
import * as styles from './buyerRfqs.css.ts';

/** One request in the list: its status, site, items, sellers asked, offers received, and when it closes. */
export function RfqCard({ rfq }: { rfq: BuyerRfqListItem }) {
  const { messages, locale } = useMessages(buyerRfqsCatalogue);
  const format = localeFormat(locale);
  const titleId = `buyer-rfq-${rfq.id}`;
  const comparing = rfq.status === 'open' && rfq.offer_count > 0 ? 'yes' : 'no';
  return (
    <article className={cardStyles.card} aria-labelledby={titleId}>
      <div className={cardStyles.cardHeader}>
        <h2 id={titleId} className={styles.sectionHeading}>
          {messages['card.heading']({ id: rfq.id })}
        </h2>
        <RfqStatusBadge status={rfq.status} />
      </div>
      <dl className={cardStyles.facts}>
        <dt className={cardStyles.factTerm}>{messages['card.site']()}</dt>
        <dd className={cardStyles.factValue}>{[rfq.site_location, rfq.site_pincode].filter(Boolean).join(', ')}</dd>
        <dt className={cardStyles.factTerm}>{messages['card.items']()}</dt>
        <dd className={cardStyles.factValue}>{format.number(rfq.item_count)}</dd>
        <dt className={cardStyles.factTerm}>{messages['card.asked']()}</dt>
        <dd className={cardStyles.factValue}>{format.number(rfq.sellers_asked)}</dd>
        <dt className={cardStyles.factTerm}>{messages['card.offers']()}</dt>
        <dd className={cardStyles.factValue}>{format.number(rfq.offer_count)}</dd>
        <dt className={cardStyles.factTerm}>{messages['card.until']({ status: rfq.status })}</dt>
        <dd className={cardStyles.factValue}>{rfqDate(format, rfq.expires_at)}</dd>
      </dl>
      <Link
        className={buttonStyles({ variant: comparing === 'yes' ? 'primary' : 'secondary' })}
        href={siteUrl(`/rfqs/${rfq.id}`)}
        aria-label={messages['card.actionLabel']({ comparing, id: rfq.id, count: rfq.offer_count, countText: format.number(rfq.offer_count) })}
      >
        {messages['card.action']({ comparing })}
      </Link>
    </article>
  );
}
