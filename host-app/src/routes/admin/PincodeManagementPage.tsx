import { $isAdmin } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import { PincodeManager } from '@nirmaan/widgets';
import { useSyncExternalStore } from 'react';
import { Redirect } from '../../Redirect.tsx';

/**
 * /admin/pincodes and /pincode-management: pincode management, guarded by the admin session on
 * both routes (the original showed the second without a role check); others go to /admin/login.
 */
export function PincodeManagementPage() {
  const isAdmin = useSyncExternalStore(
    (changed) => $isAdmin.listen(changed),
    () => $isAdmin.get(),
  );
  if (!isAdmin) return <Redirect to="/admin/login" />;
  return (
    <>
      <title>Pincode Management — Nirmaan</title>
      <nav aria-label="Admin">
        <p>
          <Link href="/admin/dashboard">← Back to the Admin Dashboard</Link>
        </p>
      </nav>
      <PincodeManager />
    </>
  );
}
