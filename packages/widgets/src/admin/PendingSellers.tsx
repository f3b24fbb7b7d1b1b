import { adminApi, ADMIN_LIST_LIMIT, formatNumber, SELLER_REVIEW_TEXTS } from '@nirmaan/core';
import { Badge, Spinner } from '@nirmaan/ui';
import { useEffect, useId, useRef } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { PendingSellerCard } from './PendingSellerCard.tsx';
import * as reviewStyles from './sellerReview.css.ts';
import type { SellerReview } from './useSellerReview.ts';

export interface PendingSellersProps {
  review: SellerReview;
  /** Changes after every review, so the list loads again. */
  reloadKey: number;
}

/** 'Pending approval': the sellers waiting for an admin, newest first, each with Approve and Reject. */
export function PendingSellers({ review, reloadKey }: PendingSellersProps) {
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
          {SELLER_REVIEW_TEXTS.pendingTitle}
        </h2>
        {page && page.total > 0 && <Badge tone="warning">{SELLER_REVIEW_TEXTS.waiting(formatNumber(page.total))}</Badge>}
      </div>
      <p className={styles.muted}>{SELLER_REVIEW_TEXTS.pendingIntro}</p>
      {pending.status === 'failed' && <LoadFailed onRetry={reload} message={SELLER_REVIEW_TEXTS.pendingLoadFailed} />}
      {pending.status === 'loading' && !page && <Spinner label={SELLER_REVIEW_TEXTS.loadingPending} />}
      {page && page.items.length === 0 && <p>{SELLER_REVIEW_TEXTS.noPending}</p>}
      {page && page.items.length > 0 && (
        <ul className={reviewStyles.list}>
          {page.items.map((seller) => (
            <li key={seller.id}>
              <PendingSellerCard seller={seller} review={review} />
            </li>
          ))}
        </ul>
      )}
      {page && page.total > page.items.length && <p className={styles.muted}>{SELLER_REVIEW_TEXTS.pendingShown(page.items.length, page.total)}</p>}
    </section>
  );
}
