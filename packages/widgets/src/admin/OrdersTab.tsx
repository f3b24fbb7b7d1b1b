import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_PAGE_SIZE,
  ADMIN_ORDERS_CSV,
  adminOrdersApi,
  downloadOrdersCsv,
  EMPTY_ORDER_FILTERS,
  formatNumber,
  formatOrderDate,
  formatRupees,
  orderBuyerName,
  orderFilterQuery,
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
      setProblem(ADMIN_ORDER_MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumn<AdminOrderSummary>[] = [
    {
      key: 'order',
      header: 'Order',
      rowHeader: true,
      render: (order) => (
        <Button variant="ghost" size="small" aria-label={`Open order #${order.id}`} onClick={() => setOpenId(order.id)}>
          #{order.id}
        </Button>
      ),
    },
    {
      key: 'buyer',
      header: 'Buyer',
      render: (order) => (
        <>
          <span className={styles.line}>{orderBuyerName(order.buyer)}</span>
          {order.buyer?.phone && <span className={styles.muted}>{order.buyer.phone}</span>}
        </>
      ),
    },
    { key: 'seller', header: 'Seller', render: (order) => order.seller.name },
    { key: 'city', header: 'City', render: (order) => order.city ?? '—' },
    { key: 'partner', header: 'Partner', render: (order) => order.partner_id ?? '—' },
    { key: 'placed', header: 'Placed', render: (order) => formatOrderDate(order.order_date) },
    { key: 'total', header: 'Total', align: 'end', render: (order) => formatRupees(order.total_amount, { paise: true }) },
    { key: 'status', header: 'Status', render: (order) => <OrderStatusBadge status={order.status} /> },
  ];

  const page = orders.value;
  const last = page ? Math.min(page.offset + page.items.length, page.total) : 0;
  return (
    <section className={styles.panel} aria-labelledby="admin-orders-title">
      <div className={styles.headerRow}>
        <h2 id="admin-orders-title" className={styles.heading}>
          Orders
        </h2>
        <Button
          variant="secondary"
          size="small"
          busy={exporting}
          busyLabel="Exporting..."
          disabled={!page || page.total === 0}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </div>
      <OrderFilterForm applied={filters} onApply={apply} />
      {problem && <Alert tone="error">{problem}</Alert>}
      {orders.status === 'failed' && <LoadFailed onRetry={orders.reload} message={ADMIN_ORDER_MESSAGES.loadFailed} />}
      {orders.status === 'loading' && !page && <Spinner label={ADMIN_ORDER_MESSAGES.loading} />}
      {page && page.total === 0 && <EmptyState headingLevel={3} title={ADMIN_ORDER_MESSAGES.noMatch} description={ADMIN_ORDER_MESSAGES.noMatchHint} />}
      {page && page.total > 0 && (
        <>
          <Table caption="Matching orders" hideCaption columns={columns} rows={page.items} rowKey={(order) => order.id} />
          <div className={styles.headerRow}>
            <p className={styles.muted} aria-live="polite">
              Showing {formatNumber(page.offset + 1)}–{formatNumber(last)} of {formatNumber(page.total)}
            </p>
            {page.total > ADMIN_ORDER_PAGE_SIZE && (
              <div className={styles.actions}>
                <Button variant="secondary" size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ADMIN_ORDER_PAGE_SIZE))}>
                  Previous
                </Button>
                <Button variant="secondary" size="small" disabled={last >= page.total} onClick={() => setOffset(offset + ADMIN_ORDER_PAGE_SIZE)}>
                  Next
                </Button>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
