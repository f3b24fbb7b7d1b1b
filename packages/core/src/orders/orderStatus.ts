export type StatusTone = 'warning' | 'info' | 'purple' | 'success' | 'danger' | 'neutral';

/**
 * Order status colours (spec storefront §4): pending yellow, processing blue, shipped purple,
 * delivered green, cancelled red, anything else grey. The account page shows shipped in blue.
 */
export function orderStatusTone(status: string, place: 'orders' | 'account' = 'orders'): StatusTone {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'processing':
      return 'info';
    case 'shipped':
      return place === 'account' ? 'info' : 'purple';
    case 'delivered':
      return 'success';
    case 'cancelled':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** 'pending' → 'Pending'. */
export function orderStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Dates formatted for en-IN: '5 Jan 2026'. */
export function formatOrderDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}
