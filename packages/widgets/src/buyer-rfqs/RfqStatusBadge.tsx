import { rfqStatusTone, type RfqStatus } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';

export const RFQ_STATUS_TEXTS = {
  open: 'Open',
  accepted: 'Accepted',
  expired: 'Expired',
  cancelled: 'Cancelled',
} as const satisfies Record<RfqStatus, string>;

/** A request's status pill: the text says the status, the colour follows it. */
export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  return <Badge tone={rfqStatusTone(status)}>{RFQ_STATUS_TEXTS[status]}</Badge>;
}
