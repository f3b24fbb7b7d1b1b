import { $profileState, $role, $seller, countNewOrders, localeFormat, refreshProfile, sellerApi, siteUrl } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { buttonStyles, EmptyState, Link, Spinner, Tabs } from '@nirmaan/ui';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';
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
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  if (role !== 'seller') {
    return (
      <div lang={locale}>
        <EmptyState
          headingLevel={1}
          title={messages.signInPrompt()}
          action={
            <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/seller/login')}>
              {messages.signInLink()}
            </Link>
          }
        />
      </div>
    );
  }
  if (profile.status === 'failed')
    return (
      <div lang={locale}>
        <LoadFailed onRetry={refreshProfile} message={messages.accountLoadFailed()} />
      </div>
    );
  if (profile.status !== 'ready' || !seller)
    return (
      <div lang={locale}>
        <Spinner label={messages.loading()} />
      </div>
    );
  return (
    <section className={styles.root} aria-labelledby="seller-dashboard-title" lang={locale}>
      <div>
        <h1 id="seller-dashboard-title" className={styles.title}>
          {messages.title()}
        </h1>
        <p className={styles.muted}>{seller.name}</p>
      </div>
      <SellerStatusNotice seller={seller} />
      <SellerDepotNotice seller={seller} />
      <Tabs<SellerDashboardTab>
        label={messages.tabs()}
        {...(tab ? { value: tab } : { defaultValue: initialTab })}
        onValueChange={onTabChange}
        items={[
          { value: 'profile', label: messages['tab.profile'](), content: <SellerProfileTab seller={seller} /> },
          {
            value: 'listings',
            label: messages['tab.listings'](),
            content: (
              <DeferredBoundary loadingLabel={messages['tabLoading.listings']()}>
                <ListingsTab />
              </DeferredBoundary>
            ),
          },
          {
            value: 'orders',
            label: <OrdersTabLabel />,
            content: (
              <DeferredBoundary loadingLabel={messages['tabLoading.orders']()}>
                <SellerOrdersTab />
              </DeferredBoundary>
            ),
          },
          {
            value: 'rfqs',
            label: messages['tab.rfqs'](),
            content: (
              <DeferredBoundary loadingLabel={messages['tabLoading.rfqs']()}>
                <SellerRfqsTab />
              </DeferredBoundary>
            ),
          },
          {
            value: 'crm',
            label: messages['tab.crm'](),
            content: (
              <DeferredBoundary loadingLabel={messages['tabLoading.crm']()}>
                <CrmTab />
              </DeferredBoundary>
            ),
          },
          {
            value: 'webhooks',
            label: messages['tab.webhooks'](),
            content: (
              <DeferredBoundary loadingLabel={messages['tabLoading.webhooks']()}>
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
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  const orders = useDashboardData('seller', 'orders', () => sellerApi.listOrders());
  const count = countNewOrders(orders.value ?? []);
  return <>{messages['tab.orders']({ count, countText: localeFormat(locale).number(count) })}</>;
}
