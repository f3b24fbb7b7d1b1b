import { $isAdmin } from '@nirmaan/core';
import { ADMIN_DASHBOARD_TABS, AdminDashboard } from '@nirmaan/widgets';
import { useSyncExternalStore } from 'react';
import { navigate } from '../../navigation.ts';
import { usePageSearchParams } from '../../pageHooks.ts';
import { Redirect } from '../../Redirect.tsx';
import { PageHead } from '../../pageMeta/PageHead.tsx';

/** /admin/dashboard (tabs in ?tab=); guarded by the admin session: others go to /admin/login (spec toolkit §2). */
export function AdminDashboardPage() {
  const isAdmin = useSyncExternalStore(
    (changed) => $isAdmin.listen(changed),
    () => $isAdmin.get(),
  );
  const params = usePageSearchParams();
  if (!isAdmin) return <Redirect to="/admin/login" />;
  const requested = params.get('tab');
  const tab = ADMIN_DASHBOARD_TABS.find((known) => known === requested) ?? 'dashboard';
  return (
    <>
      <PageHead page="adminDashboard" />
      <AdminDashboard
        tab={tab}
        onTabChange={(next) => navigate(next === 'dashboard' ? '/admin/dashboard' : `/admin/dashboard?tab=${next}`, { replace: true })}
      />
    </>
  );
}
