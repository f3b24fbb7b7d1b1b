import { ADMIN_MESSAGES, formatOrderDate, SELLER_REVIEW_TEXTS, sellerPlace, type AdminSeller } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useId } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as reviewStyles from './sellerReview.css.ts';
import type { SellerReview } from './useSellerReview.ts';

/** One seller waiting for approval: business name, e-mail, phone, address and city, joined date; Approve and Reject. */
export function PendingSellerCard({ seller, review }: { seller: AdminSeller; review: SellerReview }) {
  const headingId = useId();
  const details: Array<[string, string]> = [
    ['Email', seller.email],
    ['Phone', seller.phone ?? ADMIN_MESSAGES.noPhone],
    ['Address', sellerPlace(seller)],
    [SELLER_REVIEW_TEXTS.joined, formatOrderDate(seller.created_at)],
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
          busyLabel={SELLER_REVIEW_TEXTS.approving}
          aria-label={`${SELLER_REVIEW_TEXTS.approve} ${seller.name}`}
          onClick={() => void review.approve(seller)}
        >
          {SELLER_REVIEW_TEXTS.approve}
        </Button>
        <Button variant="danger" size="small" aria-label={`${SELLER_REVIEW_TEXTS.reject} ${seller.name}`} onClick={() => review.askReject(seller)}>
          {SELLER_REVIEW_TEXTS.reject}
        </Button>
      </div>
    </article>
  );
}
