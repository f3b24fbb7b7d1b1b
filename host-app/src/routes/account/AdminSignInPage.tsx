import { AdminSignIn } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

/** /admin/login. */
export function AdminSignInPage() {
  return (
    <>
      <PageHead page="adminLogin" />
      <AdminSignIn showDemoAccounts />
    </>
  );
}
