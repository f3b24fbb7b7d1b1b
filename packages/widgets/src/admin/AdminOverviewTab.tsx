import {
  adminApi,
  firstNameOrUnknown,
  formatOrderDate,
  formatRupees,
  orderStatusLabel,
  recentOrderTone,
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
import { StatCards } from './StatCards.tsx';

// The leads tables are below the recent lists: their code arrives when they come near the viewport.
const LeadsSection = deferredComponent(async () => (await import('./LeadsSection.tsx')).LeadsSection);

const ORDER_COLUMNS: readonly TableColumn<RecentOrder>[] = [
  { key: 'id', header: 'Order', rowHeader: true, render: (order) => `#${order.id}` },
  { key: 'user', header: 'Buyer', render: (order) => order.buyer_name || '—' },
  { key: 'total', header: 'Total', align: 'end', render: (order) => formatRupees(order.total_amount) },
  { key: 'status', header: 'Status', render: (order) => <Badge tone={recentOrderTone(order.status)}>{orderStatusLabel(order.status)}</Badge> },
];

const USER_COLUMNS: readonly TableColumn<RecentUser>[] = [
  { key: 'name', header: 'Name', rowHeader: true, render: (user) => firstNameOrUnknown(user.first_name) },
  { key: 'phone', header: 'Phone' },
  { key: 'joined', header: 'Joined', render: (user) => formatOrderDate(user.created_at) },
];

const SELLER_COLUMNS: readonly TableColumn<RecentSeller>[] = [
  { key: 'name', header: 'Name', rowHeader: true },
  { key: 'email', header: 'Email' },
  { key: 'joined', header: 'Joined', render: (seller) => formatOrderDate(seller.created_at) },
];

const settled = (data: DashboardData<unknown>) => data.value !== null || data.status === 'failed';

/**
 * Dashboard (spec toolkit §2): stat cards, Recent Orders (delivered green, pending yellow, blue
 * otherwise), Recent Users, Recent Sellers, and the leads the widgets brought in.
 */
export function AdminOverviewTab() {
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
      {failed && <LoadFailed onRetry={retry} message="Could not load the dashboard." />}
      {stats.value ? (
        <StatCards
          label="Marketplace totals"
          cards={[
            { label: 'Total Users', value: stats.value.total_users },
            { label: 'Total Sellers', value: stats.value.total_sellers },
            { label: 'Total Products', value: stats.value.total_products },
            { label: 'Total Orders', value: stats.value.total_orders },
            { label: 'Categories', value: stats.value.total_categories },
            { label: 'Listings', value: stats.value.total_listings },
          ]}
        />
      ) : (
        !failed && <Spinner label="Loading totals" />
      )}
      {activity.value && (
        <div className={recentGrid}>
          <section className={styles.panel} aria-labelledby="recent-orders">
            <h2 id="recent-orders" className={styles.heading}>
              Recent Orders
            </h2>
            <Table
              caption="Recent Orders"
              hideCaption
              columns={ORDER_COLUMNS}
              rows={activity.value.recent_orders}
              rowKey={(order) => order.id}
              empty="No orders yet."
            />
          </section>
          <section className={styles.panel} aria-labelledby="recent-users">
            <h2 id="recent-users" className={styles.heading}>
              Recent Users
            </h2>
            <Table
              caption="Recent Users"
              hideCaption
              columns={USER_COLUMNS}
              rows={activity.value.recent_users}
              rowKey={(user) => user.id}
              empty="No users yet."
            />
          </section>
          <section className={styles.panel} aria-labelledby="recent-sellers">
            <h2 id="recent-sellers" className={styles.heading}>
              Recent Sellers
            </h2>
            <Table
              caption="Recent Sellers"
              hideCaption
              columns={SELLER_COLUMNS}
              rows={activity.value.recent_sellers}
              rowKey={(seller) => seller.id}
              empty="No sellers yet."
            />
          </section>
        </div>
      )}
      {leadsPlaced && (
        <DeferredInView className={styles.root} loadingLabel="Loading leads..." minHeight="24rem">
          <LeadsSection />
        </DeferredInView>
      )}
    </div>
  );
}
