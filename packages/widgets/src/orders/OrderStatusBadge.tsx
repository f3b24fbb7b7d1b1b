import { orderStatusLabel, orderStatusTone } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';

/** The status pill: the text says the status (in the widget's language when it gives `label`), the colour follows the spec. */
export function OrderStatusBadge({ status, place = 'orders', label }: { status: string; place?: 'orders' | 'account'; label?: string }) {
  return <Badge tone={orderStatusTone(status, place)}>{label ?? orderStatusLabel(status)}</Badge>;
}
