export { SELLER_DASHBOARD_TABS, SellerDashboard, type SellerDashboardProps, type SellerDashboardTab } from './SellerDashboard.tsx';
