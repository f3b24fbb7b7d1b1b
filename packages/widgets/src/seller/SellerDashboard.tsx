import { $profileState, $role, $seller, countNewOrders, ordersTabLabel, refreshProfile, SELLER_MESSAGES, sellerApi, siteUrl } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { buttonStyles, EmptyState, Link, Spinner, Tabs } from '@nirmaan/ui';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { SellerProfileTab } from './SellerProfileTab.tsx';
import { SellerDepotNotice } from './SellerDepotNotice.tsx';
import { SellerStatusNotice } from './SellerStatusNotice.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';

// Profile comes with the dashboard; the other tabs' code arrives when they are chosen (Orders, the first shown, at once).
const ListingsTab = deferredComponent(async () => (await import('./ListingsTab.tsx')).ListingsTab);
const SellerOrdersTab = deferredComponent(async () => (await import('./SellerOrdersTab.tsx')).SellerOrdersTab);
const CrmTab = deferredComponent(async () => (await import('./CrmTab.tsx')).CrmTab);
const SellerRfqsTab = deferredComponent(async () => (await import('./SellerRfqsTab.tsx')).SellerRfqsTab);
const SellerWebhooksTab = deferredComponent(async () => (await import('./SellerWebhooksTab.tsx')).SellerWebhooksTab);

export const SELLER_DASHBOARD_TABS = ['profile', 'listings', 'orders', 'rfqs', 'crm', 'webhooks'] as const;
export type SellerDashboardTab = (typeof SELLER_DASHBOARD_TABS)[number];
/** The dashboard opens on Orders, new ones first (issue 28). */
export const SELLER_DEFAULT_TAB: SellerDashboardTab = 'orders';

export interface SellerDashboardProps {
  /** The tab to show; Orders first when omitted. */
  tab?: SellerDashboardTab;
  onTabChange?: (tab: SellerDashboardTab) => void;
  /** The tab shown first when `tab` is not given (the dashboard then switches tabs by itself). */
  initialTab?: SellerDashboardTab;
}

/** The seller dashboard (spec toolkit §2): tabs Profile, My Listings, Orders, Quote requests (issue 31), CRM, Webhooks (issue 34); only for a signed-in seller. */
export function SellerDashboard({ tab, onTabChange, initialTab = SELLER_DEFAULT_TAB }: SellerDashboardProps) {
  const role = useStore($role);
  const profile = useStore($profileState);
  const seller = useStore($seller);
  if (role !== 'seller') {
    return (
      <EmptyState
        headingLevel={1}
        title={SELLER_MESSAGES.signInPrompt}
        action={
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/seller/login')}>
            {SELLER_MESSAGES.signInLink}
          </Link>
        }
      />
    );
  }
  if (profile.status === 'failed') return <LoadFailed onRetry={refreshProfile} message="Could not load your seller account. Please check your connection." />;
  if (profile.status !== 'ready' || !seller) return <Spinner label="Loading your dashboard" />;
  return (
    <section className={styles.root} aria-labelledby="seller-dashboard-title">
      <div>
        <h1 id="seller-dashboard-title" className={styles.title}>
          {SELLER_MESSAGES.title}
        </h1>
        <p className={styles.muted}>{seller.name}</p>
      </div>
      <SellerStatusNotice seller={seller} />
      <SellerDepotNotice seller={seller} />
      <Tabs<SellerDashboardTab>
        label="Dashboard sections"
        {...(tab ? { value: tab } : { defaultValue: initialTab })}
        onValueChange={onTabChange}
        items={[
          { value: 'profile', label: 'Profile', content: <SellerProfileTab seller={seller} /> },
          {
            value: 'listings',
            label: 'My Listings',
            content: (
              <DeferredBoundary loadingLabel="Loading your listings...">
                <ListingsTab />
              </DeferredBoundary>
            ),
          },
          {
            value: 'orders',
            label: <OrdersTabLabel />,
            content: (
              <DeferredBoundary loadingLabel="Loading your orders...">
                <SellerOrdersTab />
              </DeferredBoundary>
            ),
          },
          {
            value: 'rfqs',
            label: 'Quote requests',
            content: (
              <DeferredBoundary loadingLabel="Loading quote requests...">
                <SellerRfqsTab />
              </DeferredBoundary>
            ),
          },
          {
            value: 'crm',
            label: 'CRM',
            content: (
              <DeferredBoundary loadingLabel="Loading your CRM...">
                <CrmTab />
              </DeferredBoundary>
            ),
          },
          {
            value: 'webhooks',
            label: 'Webhooks',
            content: (
              <DeferredBoundary loadingLabel="Loading your webhooks...">
                <SellerWebhooksTab />
              </DeferredBoundary>
            ),
          },
        ]}
      />
    </section>
  );
}

/** 'Orders (3)' while new orders wait; the count comes from the same list the Orders tab shows. */
function OrdersTabLabel() {
  const orders = useDashboardData('seller', 'orders', () => sellerApi.listOrders());
  return <>{ordersTabLabel(countNewOrders(orders.value ?? []))}</>;
}
