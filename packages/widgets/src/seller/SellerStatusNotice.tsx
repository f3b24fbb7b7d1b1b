import { SELLER_MESSAGES, type Seller } from '@nirmaan/core';
import { Alert } from '@nirmaan/ui';
import * as styles from '../dashboard-shared/dashboard.css.ts';

/**
 * What a seller whose account an admin has not approved needs to know: while pending, that buyers
 * will see its listings once approved; when rejected, that they do not, with the admin's reason.
 * Nothing for an approved seller.
 */
export function SellerStatusNotice({ seller }: { seller: Pick<Seller, 'status' | 'status_reason'> }) {
  if (seller.status === 'pending') return <Alert tone="info">{SELLER_MESSAGES.pendingNotice}</Alert>;
  if (seller.status !== 'rejected') return null;
  return (
    <Alert tone="warning" title={SELLER_MESSAGES.rejectedTitle}>
      <span className={styles.line}>{SELLER_MESSAGES.rejectedNotice}</span>
      {seller.status_reason && (
        <span className={styles.line}>
          {SELLER_MESSAGES.rejectionReason} {seller.status_reason}
        </span>
      )}
    </Alert>
  );
}
