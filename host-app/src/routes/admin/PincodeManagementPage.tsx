import { $isAdmin } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import { PincodeManager, useMessages } from '@nirmaan/widgets';
import { useSyncExternalStore } from 'react';
import { Redirect } from '../../Redirect.tsx';
import { PageHead } from '../../pageMeta/PageHead.tsx';
import { pageMetaCatalogue } from '../../pageMeta/pageMetaMessages.ts';

/**
 * /admin/pincodes and /pincode-management: pincode management, guarded by the admin session on
 * both routes (the original showed the second without a role check); others go to /admin/login.
 */
export function PincodeManagementPage() {
  const { messages, locale } = useMessages(pageMetaCatalogue);
  const isAdmin = useSyncExternalStore(
    (changed) => $isAdmin.listen(changed),
    () => $isAdmin.get(),
  );
  if (!isAdmin) return <Redirect to="/admin/login" />;
  return (
    <>
      <PageHead page="pincodeManagement" />
      <nav aria-label={messages['text.adminNav']()} lang={locale}>
        <p>
          <Link href="/admin/dashboard">{messages['text.backToAdminDashboard']()}</Link>
        </p>
      </nav>
      <PincodeManager />
    </>
  );
}
