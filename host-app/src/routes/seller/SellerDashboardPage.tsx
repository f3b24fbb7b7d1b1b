import { $role } from '@nirmaan/core';
import { SellerDashboard, type SellerDashboardTab } from '@nirmaan/widgets';
import { useSyncExternalStore } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

const TABS: readonly SellerDashboardTab[] = ['profile', 'listings', 'orders', 'crm'];

/** /seller/dashboard (tabs in ?tab=); guarded by the seller session: others go to /seller/login (spec toolkit §2). */
export function SellerDashboardPage() {
  const role = useSyncExternalStore((changed) => $role.listen(changed), () => $role.get());
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (role !== 'seller') return <Navigate to="/seller/login" replace />;
  const requested = params.get('tab');
  const tab = TABS.find((known) => known === requested) ?? 'profile';
  return (
    <>
      <title>Seller Dashboard — Nirmaan</title>
      <SellerDashboard tab={tab} onTabChange={(next) => void navigate(next === 'profile' ? '/seller/dashboard' : `/seller/dashboard?tab=${next}`, { replace: true })} />
    </>
  );
}
