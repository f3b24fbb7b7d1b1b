import { orderStatusLabel, orderStatusTone } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';

/** The status pill: the text says the status, the colour follows the spec. */
export function OrderStatusBadge({ status, place = 'orders' }: { status: string; place?: 'orders' | 'account' }) {
  return <Badge tone={orderStatusTone(status, place)}>{orderStatusLabel(status)}</Badge>;
}
