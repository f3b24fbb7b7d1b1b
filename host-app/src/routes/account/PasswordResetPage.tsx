import { PasswordReset } from '@nirmaan/widgets';

/** /forgot-password: a new password for a buyer's account, the phone proven by an SMS code. */
export function PasswordResetPage() {
  return (
    <>
      <title>Reset your password — Nirmaan</title>
      <PasswordReset />
    </>
  );
}
