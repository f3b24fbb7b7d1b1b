import { SELLER_STATUS_TONES, type SellerStatus } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';
import type { AdminMessages } from './adminMessages.ts';

/** A seller's review state: Pending (yellow), Approved (green) or Rejected (red); the text says it too. */
export function SellerStatusBadge({ status, messages }: { status: SellerStatus; messages: AdminMessages }) {
  return <Badge tone={SELLER_STATUS_TONES[status]}>{messages.sellerStatus({ status })}</Badge>;
}
