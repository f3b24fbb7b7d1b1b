import type { Seller } from '@nirmaan/core';
import { Alert } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';

/**
 * What a seller whose account an admin has not approved needs to know: while pending, that buyers
 * will see its listings once approved; when rejected, that they do not, with the admin's reason.
 * Nothing for an approved seller.
 */
export function SellerStatusNotice({ seller }: { seller: Pick<Seller, 'status' | 'status_reason'> }) {
  const { messages } = useMessages(sellerDashboardCatalogue);
  if (seller.status === 'pending') return <Alert tone="info">{messages.pendingNotice()}</Alert>;
  if (seller.status !== 'rejected') return null;
  return (
    <Alert tone="warning" title={messages.rejectedTitle()}>
      <span className={styles.line}>{messages.rejectedNotice()}</span>
      {seller.status_reason && <span className={styles.line}>{messages.rejectionReason({ reason: seller.status_reason })}</span>}
    </Alert>
  );
}
