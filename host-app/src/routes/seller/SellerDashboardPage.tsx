import { $role } from '@nirmaan/core';
import { SELLER_DASHBOARD_TABS, SELLER_DEFAULT_TAB, SellerDashboard } from '@nirmaan/widgets';
import { useSyncExternalStore } from 'react';
import { navigate } from '../../navigation.ts';
import { usePageSearchParams } from '../../pageHooks.ts';
import { Redirect } from '../../Redirect.tsx';
import { PageHead } from '../../pageMeta/PageHead.tsx';

/** /seller/dashboard (tabs in ?tab=; Orders when none); guarded by the seller session: others go to /seller/login (spec toolkit §2). */
export function SellerDashboardPage() {
  const role = useSyncExternalStore(
    (changed) => $role.listen(changed),
    () => $role.get(),
  );
  const params = usePageSearchParams();
  if (role !== 'seller') return <Redirect to="/seller/login" />;
  const requested = params.get('tab');
  const tab = SELLER_DASHBOARD_TABS.find((known) => known === requested) ?? SELLER_DEFAULT_TAB;
  return (
    <>
      <PageHead page="sellerDashboard" />
      <SellerDashboard
        tab={tab}
        onTabChange={(next) => navigate(next === SELLER_DEFAULT_TAB ? '/seller/dashboard' : `/seller/dashboard?tab=${next}`, { replace: true })}
      />
    </>
  );
}
