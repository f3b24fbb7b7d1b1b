import { SELLER_DASHBOARD_TABS, SELLER_DEFAULT_TAB, SellerDashboard, type SellerDashboardTab } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const SELLER_DASHBOARD_TAG = 'nirmaan-seller-dashboard';

function knownTab(tab: string | undefined): SellerDashboardTab {
  return SELLER_DASHBOARD_TABS.find((known) => known === tab) ?? SELLER_DEFAULT_TAB;
}

/** <nirmaan-seller-dashboard>: its attributes are described in registry.ts. */
export const sellerDashboardDefinition = {
  tagName: SELLER_DASHBOARD_TAG,
  attributes: { tab: 'string' },
  events: {},
  render: ({ tab }) => <SellerDashboard key={knownTab(tab)} initialTab={knownTab(tab)} />,
} satisfies ElementDefinitionOf<typeof SELLER_DASHBOARD_TAG>;

export default sellerDashboardDefinition;
