import { PasswordReset } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

/** /forgot-password: a new password for a buyer's account, the phone proven by an SMS code. */
export function PasswordResetPage() {
  return (
    <>
      <PageHead page="forgotPassword" />
      <PasswordReset />
    </>
  );
}
