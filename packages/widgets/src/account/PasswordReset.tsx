import { BUYER_ACCOUNT_TEXTS as T, otpVerifyErrorMessage, resetBuyerPassword, siteUrl, type AccountApi } from '@nirmaan/core';
import { Alert, Link, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import * as styles from './account.css.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { defaultAccountApi } from './accountWidgetApi.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { BuyerOtpLogin } from './BuyerOtpLogin.tsx';
import { LangContext } from '../locale-shared/langContext.ts';
import { useOtpAvailability } from './useOtpAvailability.ts';

export type PasswordResetApi = Pick<AccountApi, 'sendOtp' | 'verifyOtp' | 'resetPassword'>;

export interface PasswordResetProps {
  /** Defaults to the page's API client; stories and tests pass a fake. */
  api?: PasswordResetApi;
  headingLevel?: 1 | 2;
}

/**
 * A forgotten password (issue 28): the account's phone gets a code by SMS, the verified code lets
 * the buyer choose a new password, and they are signed in (every other session ends). Where the
 * site cannot send SMS it says so rather than offering a form that cannot work.
 */
export function PasswordReset({ api = defaultAccountApi, headingLevel = 1 }: PasswordResetProps) {
  const availability = useOtpAvailability();
  const [proven, setProven] = useState<{ phone: string; proof: string } | null>(null);
  const [done, setDone] = useState(false);

  async function verify(phone: string, code: string): Promise<string | undefined> {
    try {
      setProven({ phone, proof: (await api.verifyOtp(phone, code)).verification_token });
      return undefined;
    } catch (error) {
      return otpVerifyErrorMessage(error);
    }
  }

  let body;
  if (done)
    body = (
      <>
        <Alert tone="success">{T.passwordReset}</Alert>
        <Link href={siteUrl('/profile')}>Go to My Account</Link>
      </>
    );
  else if (availability === 'checking') body = <Spinner label="Checking password reset by SMS code..." />;
  else if (availability === 'unavailable') body = <Alert tone="info">{T.resetUnavailable}</Alert>;
  else if (proven)
    body = (
      <NewPasswordForm
        onSubmit={async (newPassword) => {
          await resetBuyerPassword(api, proven.phone, proven.proof, newPassword);
        }}
        onDone={() => setDone(true)}
      />
    );
  // The password reset is English (not translated yet): its code steps too.
  else
    body = (
      <LangContext value="en">
        <BuyerOtpLogin api={api} onVerify={verify} verifyLabel={T.verifyCode} />
      </LangContext>
    );

  return (
    <AccountPanel
      title={T.resetTitle}
      intro={done ? undefined : proven ? `Choose a new password for +91 ${proven.phone}.` : T.resetIntro}
      headingLevel={headingLevel}
    >
      {body}
      {!done && (
        <p className={styles.footer}>
          Remembered it? <Link href={siteUrl('/login')}>Sign in</Link>
        </p>
      )}
    </AccountPanel>
  );
}
