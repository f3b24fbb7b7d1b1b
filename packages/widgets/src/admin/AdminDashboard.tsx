import { $admin, $adminState, $isAdmin, ADMIN_MESSAGES, ADMIN_ORDER_MESSAGES, logout, refreshAdmin, siteUrl } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Button, buttonStyles, EmptyState, Link, Spinner, Tabs } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
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
  if (!isAdmin) {
    return (
      <EmptyState
        headingLevel={1}
        title="Please sign in as an admin"
        description="The admin dashboard is only for Nirmaan's administrators."
        action={
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/admin/login')}>
            Admin sign in
          </Link>
        }
      />
    );
  }
  if (!admin) {
    if (state.status !== 'failed') return <Spinner label="Loading the admin dashboard" />;
    return <LoadFailed onRetry={refreshAdmin} message="Failed to fetch admin info" />;
  }
  return (
    <section className={styles.root} aria-labelledby="admin-dashboard-title">
      <div className={styles.headerRow}>
        <div>
          <h1 id="admin-dashboard-title" className={styles.title}>
            Admin Dashboard
          </h1>
          <p className={styles.muted}>
            Welcome, {admin.first_name} {admin.last_name}
          </p>
        </div>
        <div className={styles.actions}>
          <Link className={buttonStyles({ variant: 'secondary' })} href={siteUrl('/admin/pincodes')}>
            Manage Pincodes
          </Link>
          <Button variant="secondary" onClick={() => logout('admin')}>
            Logout
          </Button>
        </div>
      </div>
      <Tabs<AdminDashboardTab>
        label="Admin sections"
        {...(tab ? { value: tab } : { defaultValue: initialTab })}
        onValueChange={onTabChange}
        items={[
          { value: 'dashboard', label: 'Dashboard', content: <AdminOverviewTab /> },
          { value: 'orders', label: 'Orders', content: deferredTab(ADMIN_ORDER_MESSAGES.loading, <OrdersTab />) },
          { value: 'users', label: 'Users', content: deferredTab('Loading users...', <AccountsTab kind="users" />) },
          { value: 'sellers', label: 'Sellers', content: deferredTab('Loading sellers...', <AccountsTab kind="sellers" />) },
          { value: 'catalogue', label: 'Catalogue', content: deferredTab('Loading the catalogue...', <CatalogueTab />) },
          { value: 'products', label: 'Products', content: deferredTab('Loading default products...', <DefaultProductsTab />) },
          { value: 'photos', label: 'Photos', content: deferredTab('Loading product photos...', <ProductPhotosTab />) },
          { value: 'blog', label: 'Blog', content: deferredTab('Loading posts...', <BlogTab />) },
          { value: 'affiliates', label: 'Affiliates', content: deferredTab('Loading affiliates...', <AffiliatesTab />) },
          { value: 'partners', label: 'Partners', content: deferredTab(ADMIN_MESSAGES.partnersLoading, <PartnersTab />) },
          { value: 'tax-rates', label: 'Tax rates', content: deferredTab('Loading tax rates...', <CategoryTaxTab />) },
        ]}
      />
    </section>
  );
}
