import { SELLER_STATUS_LABELS, SELLER_STATUS_TONES, type SellerStatus } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';

/** A seller's review state: Pending (yellow), Approved (green) or Rejected (red); the text says it too. */
export function SellerStatusBadge({ status }: { status: SellerStatus }) {
  return <Badge tone={SELLER_STATUS_TONES[status]}>{SELLER_STATUS_LABELS[status]}</Badge>;
}
