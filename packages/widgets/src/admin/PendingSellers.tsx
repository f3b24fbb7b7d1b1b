import { adminApi, ADMIN_LIST_LIMIT, type LocaleFormat } from '@nirmaan/core';
import { Badge, Spinner } from '@nirmaan/ui';
import { useEffect, useId, useRef } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import type { AdminMessages } from './adminMessages.ts';
import { PendingSellerCard } from './PendingSellerCard.tsx';
import * as reviewStyles from './sellerReview.css.ts';
import type { SellerReview } from './useSellerReview.ts';

export interface PendingSellersProps {
  review: SellerReview;
  /** Changes after every review, so the list loads again. */
  reloadKey: number;
  /** The dashboard's messages and formats, in the language it shows. */
  messages: AdminMessages;
  format: LocaleFormat;
}

/** 'Pending approval': the sellers waiting for an admin, newest first, each with Approve and Reject. */
export function PendingSellers({ review, reloadKey, messages, format }: PendingSellersProps) {
  const headingId = useId();
  const pending = useDashboardData('admin', 'sellers?status=pending', () => adminApi.listSellers({ status: 'pending', limit: ADMIN_LIST_LIMIT }));
  const { reload } = pending;
  const loadedKey = useRef(reloadKey);
  useEffect(() => {
    if (loadedKey.current === reloadKey) return;
    loadedKey.current = reloadKey;
    reload();
  }, [reloadKey, reload]);

  const page = pending.value;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={reviewStyles.titleRow}>
        <h2 id={headingId} className={styles.heading}>
          {messages['review.pendingTitle']()}
        </h2>
        {page && page.total > 0 && <Badge tone="warning">{messages['review.waiting']({ count: page.total, countText: format.number(page.total) })}</Badge>}
      </div>
      <p className={styles.muted}>{messages['review.pendingIntro']()}</p>
      {pending.status === 'failed' && <LoadFailed onRetry={reload} message={messages['review.pendingLoadFailed']()} />}
      {pending.status === 'loading' && !page && <Spinner label={messages['review.loadingPending']()} />}
      {page && page.items.length === 0 && <p>{messages['review.noPending']()}</p>}
      {page && page.items.length > 0 && (
        <ul className={reviewStyles.list}>
          {page.items.map((seller) => (
            <li key={seller.id}>
              <PendingSellerCard seller={seller} review={review} messages={messages} format={format} />
            </li>
          ))}
        </ul>
      )}
      {page && page.total > page.items.length && (
        <p className={styles.muted}>{messages['review.pendingShown']({ shown: format.number(page.items.length), total: format.number(page.total) })}</p>
      )}
    </section>
  );
}
