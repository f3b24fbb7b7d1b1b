import { SELLER_DASHBOARD_TABS, SellerDashboard, type SellerDashboardTab } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const SELLER_DASHBOARD_TAG = 'nirmaan-seller-dashboard';

/**
 * <nirmaan-seller-dashboard tab="listings">: the signed-in seller's dashboard (Profile, My Listings,
 * Orders, CRM); anyone else is asked to sign in as a seller.
 */
export const SELLER_DASHBOARD_ATTRIBUTES = { tab: 'string' } as const;

const NO_EVENTS = {} as const;

function knownTab(tab: string | undefined): SellerDashboardTab {
  return SELLER_DASHBOARD_TABS.find((known) => known === tab) ?? 'profile';
}

export const sellerDashboardDefinition = {
  tagName: SELLER_DASHBOARD_TAG,
  attributes: SELLER_DASHBOARD_ATTRIBUTES,
  events: NO_EVENTS,
  render: ({ tab }) => <SellerDashboard key={knownTab(tab)} initialTab={knownTab(tab)} />,
} satisfies ElementDefinition<typeof SELLER_DASHBOARD_ATTRIBUTES, typeof NO_EVENTS>;

export function defineSellerDashboard(): CustomElementConstructor {
  return defineElement(sellerDashboardDefinition);
}
