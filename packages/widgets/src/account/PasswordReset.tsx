import { resetBuyerPassword, siteUrl, type AccountApi } from '@nirmaan/core';
import { Alert, Link, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import * as styles from './account.css.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { defaultAccountApi } from './accountWidgetApi.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { BuyerOtpLogin } from './BuyerOtpLogin.tsx';
import { useOtpAvailability } from './useOtpAvailability.ts';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { signUpCatalogue } from './sign-up/signUpMessages.ts';
import { otpCodeFailure, otpFailureText } from './signInErrors.ts';
import { signInCatalogue } from './signInMessages.ts';

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
  const { messages, locale } = useMessages(signUpCatalogue);
  // The code step's texts and failures are the sign-in's (BuyerOtpLogin's catalogue).
  const { messages: otpMessages } = useMessages(signInCatalogue);
  const remembered = splitAroundLink(messages['reset.remembered'](LINK_MARKS));

  async function verify(phone: string, code: string): Promise<string | undefined> {
    try {
      setProven({ phone, proof: (await api.verifyOtp(phone, code)).verification_token });
      return undefined;
    } catch (error) {
      return otpFailureText(otpCodeFailure(error) ?? 'verifyFailed', otpMessages);
    }
  }

  let body;
  if (done)
    body = (
      <>
        <Alert tone="success">{messages['reset.done']()}</Alert>
        <Link href={siteUrl('/profile')}>{messages['reset.goAccount']()}</Link>
      </>
    );
  else if (availability === 'checking') body = <Spinner label={messages['reset.checking']()} />;
  else if (availability === 'unavailable') body = <Alert tone="info">{messages['reset.unavailable']()}</Alert>;
  else if (proven)
    body = (
      <NewPasswordForm
        onSubmit={async (newPassword) => {
          await resetBuyerPassword(api, proven.phone, proven.proof, newPassword);
        }}
        onDone={() => setDone(true)}
      />
    );
  else
    body = (
      // The code steps speak the page's language too (BuyerOtpLogin's own catalogue).
      <BuyerOtpLogin api={api} onVerify={verify} verifyLabel={messages['reset.verifyCode']()} />
    );

  return (
    <AccountPanel
      title={messages['reset.title']()}
      intro={done ? undefined : proven ? messages['reset.choose']({ phone: proven.phone }) : messages['reset.intro']()}
      headingLevel={headingLevel}
      lang={locale}
    >
      {body}
      {!done && (
        <p className={styles.footer}>
          {remembered.before}
          <Link href={siteUrl('/login')}>{remembered.link}</Link>
          {remembered.after}
        </p>
      )}
    </AccountPanel>
  );
}
