import { $admin, $adminState, $isAdmin, logout, refreshAdmin, siteUrl } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Button, buttonStyles, EmptyState, Link, Spinner, Tabs } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';
import { AdminOverviewTab } from './AdminOverviewTab.tsx';

// Dashboard, the first tab, comes with the widget; the other tabs' code arrives when they are chosen.
const OrdersTab = deferredComponent(async () => (await import('./OrdersTab.tsx')).OrdersTab);
const AccountsTab = deferredComponent(async () => (await import('./AccountsTab.tsx')).AccountsTab);
const CatalogueTab = deferredComponent(async () => (await import('./CatalogueTab.tsx')).CatalogueTab);
const DefaultProductsTab = deferredComponent(async () => (await import('./DefaultProductsTab.tsx')).DefaultProductsTab);
const BlogTab = deferredComponent(async () => (await import('./BlogTab.tsx')).BlogTab);
const AffiliatesTab = deferredComponent(async () => (await import('./AffiliatesTab.tsx')).AffiliatesTab);
const PartnersTab = deferredComponent(async () => (await import('./PartnersTab.tsx')).PartnersTab);
const CategoryTaxTab = deferredComponent(async () => (await import('./CategoryTaxTab.tsx')).CategoryTaxTab);
const ProductPhotosTab = deferredComponent(async () => (await import('./ProductPhotosTab.tsx')).ProductPhotosTab);

const deferredTab = (loadingLabel: string, tab: ReactNode) => <DeferredBoundary loadingLabel={loadingLabel}>{tab}</DeferredBoundary>;

export const ADMIN_DASHBOARD_TABS = [
  'dashboard',
  'orders',
  'users',
  'sellers',
  'catalogue',
  'products',
  'photos',
  'blog',
  'affiliates',
  'partners',
  'tax-rates',
] as const;
export type AdminDashboardTab = (typeof ADMIN_DASHBOARD_TABS)[number];

export interface AdminDashboardProps {
  /** The tab to show; Dashboard first when omitted. */
  tab?: AdminDashboardTab;
  onTabChange?: (tab: AdminDashboardTab) => void;
  /** The tab shown first when `tab` is not given. */
  initialTab?: AdminDashboardTab;
}

/**
 * The admin dashboard (spec toolkit §2): a welcome with the admin's name, Manage Pincodes and Logout,
 * and the spec's six tabs: Dashboard, Users, Sellers, Products, Blog, Affiliates, with Orders (every
 * order with filters, its page and CSV export, issue 28) after Dashboard, Catalogue (the storefront's
 * products and categories, issue 28) before Products and Photos (the catalogue products' photos,
 * issue 28) after Products; then Partners (the leads, sign-ups and orders partner
 * sites' widgets brought, issue 25) and Tax rates (the categories' HSN codes and GST rates, issue 26).
 * Only for a signed-in admin.
 */
export function AdminDashboard({ tab, onTabChange, initialTab = 'dashboard' }: AdminDashboardProps) {
  const isAdmin = useStore($isAdmin);
  const state = useStore($adminState);
  const admin = useStore($admin);
  const { messages, locale } = useMessages(adminCatalogue);
  if (!isAdmin) {
    return (
      <div lang={locale}>
        <EmptyState
          headingLevel={1}
          title={messages['signIn.title']()}
          description={messages['signIn.description']()}
          action={
            <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/admin/login')}>
              {messages['signIn.action']()}
            </Link>
          }
        />
      </div>
    );
  }
  if (!admin) {
    return (
      <div lang={locale}>
        {state.status !== 'failed' ? <Spinner label={messages.loading()} /> : <LoadFailed onRetry={refreshAdmin} message={messages.adminInfoFailed()} />}
      </div>
    );
  }
  return (
    <section className={styles.root} aria-labelledby="admin-dashboard-title" lang={locale}>
      <div className={styles.headerRow}>
        <div>
          <h1 id="admin-dashboard-title" className={styles.title}>
            {messages.title()}
          </h1>
          <p className={styles.muted}>{messages.welcome({ firstName: admin.first_name, lastName: admin.last_name })}</p>
        </div>
        <div className={styles.actions}>
          <Link className={buttonStyles({ variant: 'secondary' })} href={siteUrl('/admin/pincodes')}>
            {messages.managePincodes()}
          </Link>
          <Button variant="secondary" onClick={() => logout('admin')}>
            {messages.logout()}
          </Button>
        </div>
      </div>
      <Tabs<AdminDashboardTab>
        label={messages['tabs.label']()}
        {...(tab ? { value: tab } : { defaultValue: initialTab })}
        onValueChange={onTabChange}
        items={[
          { value: 'dashboard', label: messages['tab.dashboard'](), content: <AdminOverviewTab /> },
          { value: 'orders', label: messages['tab.orders'](), content: deferredTab(messages['tabLoading.orders'](), <OrdersTab />) },
          { value: 'users', label: messages['tab.users'](), content: deferredTab(messages['tabLoading.users'](), <AccountsTab kind="users" />) },
          { value: 'sellers', label: messages['tab.sellers'](), content: deferredTab(messages['tabLoading.sellers'](), <AccountsTab kind="sellers" />) },
          { value: 'catalogue', label: messages['tab.catalogue'](), content: deferredTab(messages['tabLoading.catalogue'](), <CatalogueTab />) },
          { value: 'products', label: messages['tab.products'](), content: deferredTab(messages['tabLoading.products'](), <DefaultProductsTab />) },
          { value: 'photos', label: messages['tab.photos'](), content: deferredTab(messages['tabLoading.photos'](), <ProductPhotosTab />) },
          { value: 'blog', label: messages['tab.blog'](), content: deferredTab(messages['tabLoading.blog'](), <BlogTab />) },
          { value: 'affiliates', label: messages['tab.affiliates'](), content: deferredTab(messages['tabLoading.affiliates'](), <AffiliatesTab />) },
          { value: 'partners', label: messages['tab.partners'](), content: deferredTab(messages['tabLoading.partners'](), <PartnersTab />) },
          { value: 'tax-rates', label: messages['tab.taxRates'](), content: deferredTab(messages['tabLoading.taxRates'](), <CategoryTaxTab />) },
        ]}
      />
    </section>
  );
}
