import { AdminSignIn } from '@nirmaan/widgets';

/** /admin/login. */
export function AdminSignInPage() {
  return (
    <>
      <title>Admin sign in — Nirmaan</title>
      <AdminSignIn showDemoAccounts />
    </>
  );
}
