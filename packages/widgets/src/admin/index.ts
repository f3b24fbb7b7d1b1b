export { ADMIN_DASHBOARD_TABS, AdminDashboard, type AdminDashboardProps, type AdminDashboardTab } from './AdminDashboard.tsx';
