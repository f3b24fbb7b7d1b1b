import { ADMIN_DASHBOARD_TABS, AdminDashboard, type AdminDashboardTab } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const ADMIN_DASHBOARD_TAG = 'nirmaan-admin-dashboard';

/**
 * <nirmaan-admin-dashboard tab="products">: the signed-in admin's dashboard (Dashboard, Users,
 * Sellers, Products, Blog, Affiliates); anyone else is asked to sign in as an admin.
 */
export const ADMIN_DASHBOARD_ATTRIBUTES = { tab: 'string' } as const;

const NO_EVENTS = {} as const;

function knownTab(tab: string | undefined): AdminDashboardTab {
  return ADMIN_DASHBOARD_TABS.find((known) => known === tab) ?? 'dashboard';
}

export const adminDashboardDefinition = {
  tagName: ADMIN_DASHBOARD_TAG,
  attributes: ADMIN_DASHBOARD_ATTRIBUTES,
  events: NO_EVENTS,
  render: ({ tab }) => <AdminDashboard key={knownTab(tab)} initialTab={knownTab(tab)} />,
} satisfies ElementDefinition<typeof ADMIN_DASHBOARD_ATTRIBUTES, typeof NO_EVENTS>;

export function defineAdminDashboard(): CustomElementConstructor {
  return defineElement(adminDashboardDefinition);
}
