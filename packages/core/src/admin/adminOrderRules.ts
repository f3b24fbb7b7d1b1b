import type { QueryValue } from '../api/url.ts';
import type { OrderStatus } from '../orders/orderTypes.ts';
import type { AdminOrderBuyer, AdminOrderFilters, AdminOrderStatusChange } from './adminTypes.ts';

/*
 * The admin's orders (issue 28): every order, filtered by status, seller, city, partner and the days
 * it was placed, a page at a time, and the filtered list as a CSV file. Shared by the Orders tab and
 * the server, so both read the dates and say the messages the same way.
 */

/** The statuses an admin can filter by, in the order an order goes through them. */
export const ADMIN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];

/** The orders list shows 25 a page. */
export const ADMIN_ORDER_PAGE_SIZE = 25;
/** The most orders one CSV export holds; beyond it the admin narrows the filters. */
export const ADMIN_ORDER_EXPORT_MAX = 10_000;
/** The longest city an admin may filter by. */
export const ADMIN_ORDER_CITY_MAX = 100;

/** Order dates are days in India: a day starts at 00:00 IST. */
const IST_OFFSET = '+05:30';

export const ADMIN_ORDER_MESSAGES = {
  loading: 'Loading orders...',
  loadFailed: 'Could not load the orders.',
  noMatch: 'No orders match these filters',
  noMatchHint: 'Change or clear the filters to see more orders.',
  exportFailed: 'Export failed. Please try again.',
  detailLoading: 'Loading the order...',
  detailFailed: 'Could not load this order.',
  notFound: 'Order not found',
  badDate: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  dateOrder: 'The "Placed from" date must be on or before the "Placed to" date',
  tooManyToExport: `More than ${ADMIN_ORDER_EXPORT_MAX.toLocaleString('en-IN')} orders match: narrow the filters to export them`,
  noBuyer: 'No buyer recorded',
  noAddress: 'No shipping address (an order made from a lead)',
  noTaxes: 'No tax invoice issued yet',
  noPartner: 'None',
} as const;

/** The orders CSV: its path, download name and columns (money in rupees). */
export const ADMIN_ORDERS_CSV = {
  path: '/admin/orders/export',
  filename: 'nirmaan-orders.csv',
  columns: [
    'order_id',
    'placed_at',
    'status',
    'buyer_name',
    'buyer_phone',
    'buyer_email',
    'seller',
    'city',
    'partner_id',
    'items',
    'subtotal_rupees',
    'delivery_rupees',
    'total_rupees',
  ],
} as const;

/** Who changed an order's status, as the history shows it. */
export const ORDER_ACTOR_LABELS: Readonly<Record<AdminOrderStatusChange['actor_role'], string>> = {
  buyer: 'Buyer',
  seller: 'Seller',
  admin: 'Admin',
  system: 'Nirmaan',
};

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The moment a day (YYYY-MM-DD) starts in India. */
export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${IST_OFFSET}`);
}

/** The moment the day after `day` starts in India: "placed to" includes the whole day. */
export function istDayEnd(day: string): Date {
  return new Date(istDayStart(day).getTime() + 24 * 60 * 60 * 1000);
}

/** The message for a date range that cannot match (from after to), else null. Dates must already be valid. */
export function orderDateRangeError(filters: Pick<AdminOrderFilters, 'placed_from' | 'placed_to'>): string | null {
  const { placed_from: from, placed_to: to } = filters;
  if (from && !isCalendarDate(from)) return ADMIN_ORDER_MESSAGES.badDate('Placed from');
  if (to && !isCalendarDate(to)) return ADMIN_ORDER_MESSAGES.badDate('Placed to');
  if (from && to && from > to) return ADMIN_ORDER_MESSAGES.dateOrder;
  return null;
}

/** The filters as a query string's values: text trimmed, empty filters left out. */
export function orderFilterQuery(filters: AdminOrderFilters): Record<string, QueryValue> {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    status: filters.status,
    seller_id: filters.seller_id,
    city: text(filters.city),
    partner_id: text(filters.partner_id),
    placed_from: text(filters.placed_from),
    placed_to: text(filters.placed_to),
  };
}

/** The buyer's name as the admin reads it. */
export function orderBuyerName(buyer: AdminOrderBuyer | null): string {
  return buyer?.name.trim() || ADMIN_ORDER_MESSAGES.noBuyer;
}

/** The Orders tab's filter form: every field text, '' for "any". */
export interface AdminOrderFilterForm {
  status: '' | NonNullable<AdminOrderFilters['status']>;
  seller_id: string;
  city: string;
  partner_id: string;
  placed_from: string;
  placed_to: string;
}

export const EMPTY_ORDER_FILTERS: AdminOrderFilterForm = { status: '', seller_id: '', city: '', partner_id: '', placed_from: '', placed_to: '' };

/** The form's filters as the API reads them: empty fields left out. */
export function toOrderFilters(form: AdminOrderFilterForm): AdminOrderFilters {
  const text = (value: string) => value.trim() || undefined;
  return {
    status: form.status || undefined,
    seller_id: form.seller_id ? Number(form.seller_id) : undefined,
    city: text(form.city),
    partner_id: text(form.partner_id),
    placed_from: text(form.placed_from),
    placed_to: text(form.placed_to),
  };
}
