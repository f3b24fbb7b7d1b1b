import { $isAdmin } from '@nirmaan/core';
import { ADMIN_DASHBOARD_TABS, AdminDashboard } from '@nirmaan/widgets';
import { useSyncExternalStore } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

/** /admin/dashboard (tabs in ?tab=); guarded by the admin session: others go to /admin/login (spec toolkit §2). */
export function AdminDashboardPage() {
  const isAdmin = useSyncExternalStore((changed) => $isAdmin.listen(changed), () => $isAdmin.get());
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (!isAdmin) return <Navigate to="/admin/login" replace />;
  const requested = params.get('tab');
  const tab = ADMIN_DASHBOARD_TABS.find((known) => known === requested) ?? 'dashboard';
  return (
    <>
      <title>Admin Dashboard — Nirmaan</title>
      <AdminDashboard tab={tab} onTabChange={(next) => void navigate(next === 'dashboard' ? '/admin/dashboard' : `/admin/dashboard?tab=${next}`, { replace: true })} />
    </>
  );
}
