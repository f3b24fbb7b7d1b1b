export { SELLER_DASHBOARD_TABS, SELLER_DEFAULT_TAB, SellerDashboard, type SellerDashboardProps, type SellerDashboardTab } from './SellerDashboard.tsx';
