import {
  ADMIN_ORDER_PAGE_SIZE,
  ADMIN_ORDERS_CSV,
  adminOrdersApi,
  downloadOrdersCsv,
  EMPTY_ORDER_FILTERS,
  localeFormat,
  orderFilterQuery,
  orderStatusLabel,
  toOrderFilters,
  type AdminOrderFilterForm,
  type AdminOrderSummary,
} from '@nirmaan/core';
import { Alert, Button, EmptyState, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import { useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { saveBlob } from '../dashboard-shared/saveBlob.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';
import { adminDate } from './adminDate.ts';
import { AdminOrderPanel } from './AdminOrderPanel.tsx';
import { OrderFilterForm } from './OrderFilterForm.tsx';

/**
 * Orders (issue 28): every order, newest first, filtered by status, seller, city, partner and the
 * days placed, 25 a page; an order opens with all about it; Export CSV downloads the filtered list.
 */
export function OrdersTab() {
  const [filters, setFilters] = useState<AdminOrderFilterForm>(EMPTY_ORDER_FILTERS);
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { messages, locale } = useMessages(adminCatalogue);
  const format = localeFormat(locale);
  const applied = toOrderFilters(filters);
  const key = `orders?${new URLSearchParams(Object.entries({ ...orderFilterQuery(applied), offset }).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])))}`;
  const orders = useDashboardData('admin', key, () => adminOrdersApi.listOrders({ ...applied, offset }));

  if (openId !== null) return <AdminOrderPanel orderId={openId} onBack={() => setOpenId(null)} />;

  const apply = (next: AdminOrderFilterForm) => {
    setFilters(next);
    setOffset(0);
  };
  const exportCsv = async () => {
    setExporting(true);
    setProblem(null);
    try {
      saveBlob(await downloadOrdersCsv(applied), ADMIN_ORDERS_CSV.filename);
    } catch {
      setProblem(messages['orders.exportFailed']());
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumn<AdminOrderSummary>[] = [
    {
      key: 'order',
      header: messages['column.order'](),
      rowHeader: true,
      render: (order) => (
        <Button variant="ghost" size="small" aria-label={messages['orders.open']({ id: order.id })} onClick={() => setOpenId(order.id)}>
          {messages.orderNumber({ id: order.id })}
        </Button>
      ),
    },
    {
      key: 'buyer',
      header: messages['column.buyer'](),
      render: (order) => (
        <>
          <span className={styles.line}>{order.buyer?.name.trim() || messages['orders.noBuyer']()}</span>
          {order.buyer?.phone && <span className={styles.muted}>{order.buyer.phone}</span>}
        </>
      ),
    },
    { key: 'seller', header: messages['orders.column.seller'](), render: (order) => order.seller.name },
    { key: 'city', header: messages['orders.column.city'](), render: (order) => order.city ?? '—' },
    { key: 'partner', header: messages['orders.column.partner'](), render: (order) => order.partner_id ?? '—' },
    { key: 'placed', header: messages['orders.column.placed'](), render: (order) => adminDate(format, order.order_date) },
    { key: 'total', header: messages['column.total'](), align: 'end', render: (order) => format.rupees(order.total_amount, { paise: true }) },
    {
      key: 'status',
      header: messages['column.status'](),
      render: (order) => (
        <OrderStatusBadge status={order.status} label={messages.orderStatus({ status: order.status, fallback: orderStatusLabel(order.status) })} />
      ),
    },
  ];

  const page = orders.value;
  const last = page ? Math.min(page.offset + page.items.length, page.total) : 0;
  return (
    <section className={styles.panel} aria-labelledby="admin-orders-title">
      <div className={styles.headerRow}>
        <h2 id="admin-orders-title" className={styles.heading}>
          {messages['tab.orders']()}
        </h2>
        <Button
          variant="secondary"
          size="small"
          busy={exporting}
          busyLabel={messages['partners.exporting']()}
          disabled={!page || page.total === 0}
          onClick={() => void exportCsv()}
        >
          {messages['orders.exportCsv']()}
        </Button>
      </div>
      <OrderFilterForm applied={filters} onApply={apply} />
      {problem && <Alert tone="error">{problem}</Alert>}
      {orders.status === 'failed' && <LoadFailed onRetry={orders.reload} message={messages['orders.loadFailed']()} />}
      {orders.status === 'loading' && !page && <Spinner label={messages['orders.loading']()} />}
      {page && page.total === 0 && <EmptyState headingLevel={3} title={messages['orders.noMatch']()} description={messages['orders.noMatchHint']()} />}
      {page && page.total > 0 && (
        <>
          <Table caption={messages['orders.caption']()} hideCaption columns={columns} rows={page.items} rowKey={(order) => order.id} />
          <div className={styles.headerRow}>
            <p className={styles.muted} aria-live="polite">
              {messages['pager.shown']({ first: format.number(page.offset + 1), last: format.number(last), total: format.number(page.total) })}
            </p>
            {page.total > ADMIN_ORDER_PAGE_SIZE && (
              <div className={styles.actions}>
                <Button variant="secondary" size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ADMIN_ORDER_PAGE_SIZE))}>
                  {messages['pager.previous']()}
                </Button>
                <Button variant="secondary" size="small" disabled={last >= page.total} onClick={() => setOffset(offset + ADMIN_ORDER_PAGE_SIZE)}>
                  {messages['pager.next']()}
                </Button>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
