import { ADMIN_DASHBOARD_TABS, AdminDashboard, type AdminDashboardTab } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const ADMIN_DASHBOARD_TAG = 'nirmaan-admin-dashboard';

function knownTab(tab: string | undefined): AdminDashboardTab {
  return ADMIN_DASHBOARD_TABS.find((known) => known === tab) ?? 'dashboard';
}

/** <nirmaan-admin-dashboard>: its attributes are described in registry.ts. */
export const adminDashboardDefinition = {
  tagName: ADMIN_DASHBOARD_TAG,
  attributes: { tab: 'string' },
  events: {},
  render: ({ tab }) => <AdminDashboard key={knownTab(tab)} initialTab={knownTab(tab)} />,
} satisfies ElementDefinitionOf<typeof ADMIN_DASHBOARD_TAG>;

export default adminDashboardDefinition;
