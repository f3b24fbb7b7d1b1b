import type { AdminSeller, LocaleFormat } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useId } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { adminDate } from './adminDate.ts';
import type { AdminMessages } from './adminMessages.ts';
import * as reviewStyles from './sellerReview.css.ts';
import type { SellerReview } from './useSellerReview.ts';

export interface PendingSellerCardProps {
  seller: AdminSeller;
  review: SellerReview;
  /** The dashboard's messages and formats, in the language it shows. */
  messages: AdminMessages;
  format: LocaleFormat;
}

/** One seller waiting for approval: business name, e-mail, phone, address and city, joined date; Approve and Reject. */
export function PendingSellerCard({ seller, review, messages, format }: PendingSellerCardProps) {
  const headingId = useId();
  const details: Array<[string, string]> = [
    [messages['column.email'](), seller.email],
    [messages['column.phone'](), seller.phone ?? messages['review.noPhone']()],
    [messages['column.address'](), [seller.address, seller.city].filter(Boolean).join(', ') || messages['review.noAddress']()],
    [messages['column.joined'](), adminDate(format, seller.created_at)],
  ];
  return (
    <article className={reviewStyles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={reviewStyles.cardTitle}>
        {seller.name}
      </h3>
      <dl className={reviewStyles.details}>
        {details.map(([term, value]) => (
          <div key={term} className={reviewStyles.detail}>
            <dt className={reviewStyles.term}>{term}</dt>
            <dd className={reviewStyles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button
          variant="primary"
          size="small"
          busy={review.approvingId === seller.id}
          busyLabel={messages['review.approving']()}
          aria-label={messages['review.approveLabel']({ name: seller.name })}
          onClick={() => void review.approve(seller)}
        >
          {messages['review.approve']()}
        </Button>
        <Button variant="danger" size="small" aria-label={messages['review.rejectLabel']({ name: seller.name })} onClick={() => review.askReject(seller)}>
          {messages['review.reject']()}
        </Button>
      </div>
    </article>
  );
}
