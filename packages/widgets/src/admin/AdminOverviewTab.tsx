import {
  adminApi,
  localeFormat,
  orderStatusLabel,
  recentOrderTone,
  type LocaleFormat,
  type RecentOrder,
  type RecentSeller,
  type RecentUser,
} from '@nirmaan/core';
import { Badge, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import { useState } from 'react';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { DeferredInView } from '../deferred/DeferredInView.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { recentGrid } from './admin.css.ts';
import { useDashboardData, type DashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminDate } from './adminDate.ts';
import { adminCatalogue, type AdminMessages } from './adminMessages.ts';
import { StatCards } from './StatCards.tsx';

// The leads tables are below the recent lists: their code arrives when they come near the viewport.
const LeadsSection = deferredComponent(async () => (await import('./LeadsSection.tsx')).LeadsSection);

const orderColumns = (messages: AdminMessages, format: LocaleFormat): readonly TableColumn<RecentOrder>[] => [
  { key: 'id', header: messages['column.order'](), rowHeader: true, render: (order) => messages.orderNumber({ id: order.id }) },
  { key: 'user', header: messages['column.buyer'](), render: (order) => order.buyer_name || '—' },
  { key: 'total', header: messages['column.total'](), align: 'end', render: (order) => format.rupees(order.total_amount) },
  {
    key: 'status',
    header: messages['column.status'](),
    render: (order) => (
      <Badge tone={recentOrderTone(order.status)}>{messages.orderStatus({ status: order.status, fallback: orderStatusLabel(order.status) })}</Badge>
    ),
  },
];

const userColumns = (messages: AdminMessages, format: LocaleFormat): readonly TableColumn<RecentUser>[] => [
  { key: 'name', header: messages['column.name'](), rowHeader: true, render: (user) => user.first_name?.trim() || messages.unknownName() },
  { key: 'phone', header: messages['column.phone']() },
  { key: 'joined', header: messages['column.joined'](), render: (user) => adminDate(format, user.created_at) },
];

const sellerColumns = (messages: AdminMessages, format: LocaleFormat): readonly TableColumn<RecentSeller>[] => [
  { key: 'name', header: messages['column.name'](), rowHeader: true },
  { key: 'email', header: messages['column.email']() },
  { key: 'joined', header: messages['column.joined'](), render: (seller) => adminDate(format, seller.created_at) },
];

const settled = (data: DashboardData<unknown>) => data.value !== null || data.status === 'failed';

/**
 * Dashboard (spec toolkit §2): stat cards, Recent Orders (delivered green, pending yellow, blue
 * otherwise), Recent Users, Recent Sellers, and the leads the widgets brought in.
 */
export function AdminOverviewTab() {
  const { messages, locale } = useMessages(adminCatalogue);
  const format = localeFormat(locale);
  const stats = useDashboardData('admin', 'dashboard-stats', () => adminApi.dashboardStats());
  const activity = useDashboardData('admin', 'recent-activity', () => adminApi.recentActivity());
  const failed = stats.status === 'failed' || activity.status === 'failed';
  // The leads' box is placed once the totals and the recent lists have each settled (shown or failed):
  // while they load they have no height, and the box would sit in view and load at once on a phone.
  // Once placed it stays, so a Retry of the lists above does not take the leads away.
  const [leadsPlaced, setLeadsPlaced] = useState(false);
  if (!leadsPlaced && settled(stats) && settled(activity)) setLeadsPlaced(true);
  const retry = () => {
    stats.reload();
    activity.reload();
  };
  return (
    <div className={styles.root}>
      {failed && <LoadFailed onRetry={retry} message={messages['overview.loadFailed']()} />}
      {stats.value ? (
        <StatCards
          label={messages['overview.totals']()}
          format={format}
          cards={[
            { label: messages['overview.totalUsers'](), value: stats.value.total_users },
            { label: messages['overview.totalSellers'](), value: stats.value.total_sellers },
            { label: messages['overview.totalProducts'](), value: stats.value.total_products },
            { label: messages['overview.totalOrders'](), value: stats.value.total_orders },
            { label: messages['overview.categories'](), value: stats.value.total_categories },
            { label: messages['overview.listings'](), value: stats.value.total_listings },
          ]}
        />
      ) : (
        !failed && <Spinner label={messages['overview.loadingTotals']()} />
      )}
      {/* Below the totals once they have settled: lists shown under the totals' spinner were pushed down when the cards came. */}
      {activity.value && settled(stats) && (
        <div className={recentGrid}>
          <section className={styles.panel} aria-labelledby="recent-orders">
            <h2 id="recent-orders" className={styles.heading}>
              {messages['overview.recentOrders']()}
            </h2>
            <Table
              caption={messages['overview.recentOrders']()}
              hideCaption
              columns={orderColumns(messages, format)}
              rows={activity.value.recent_orders}
              rowKey={(order) => order.id}
              empty={messages['overview.noOrders']()}
            />
          </section>
          <section className={styles.panel} aria-labelledby="recent-users">
            <h2 id="recent-users" className={styles.heading}>
              {messages['overview.recentUsers']()}
            </h2>
            <Table
              caption={messages['overview.recentUsers']()}
              hideCaption
              columns={userColumns(messages, format)}
              rows={activity.value.recent_users}
              rowKey={(user) => user.id}
              empty={messages['overview.noUsers']()}
            />
          </section>
          <section className={styles.panel} aria-labelledby="recent-sellers">
            <h2 id="recent-sellers" className={styles.heading}>
              {messages['overview.recentSellers']()}
            </h2>
            <Table
              caption={messages['overview.recentSellers']()}
              hideCaption
              columns={sellerColumns(messages, format)}
              rows={activity.value.recent_sellers}
              rowKey={(seller) => seller.id}
              empty={messages['overview.noSellers']()}
            />
          </section>
        </div>
      )}
      {leadsPlaced && (
        <DeferredInView className={styles.root} loadingLabel={messages['overview.loadingLeads']()} minHeight="24rem">
          <LeadsSection />
        </DeferredInView>
      )}
    </div>
  );
}
