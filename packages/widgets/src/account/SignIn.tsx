import { loginBuyer, loginBuyerWithOtp, loginSeller, siteUrl, withPartner } from '@nirmaan/core';
import { Alert, Link, Tabs, useNavigateTo } from '@nirmaan/ui';
import { useState } from 'react';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import * as styles from './account.css.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { buyerReturnPath, SELLER_HOME, type AccountRole } from './accountRoles.ts';
import { defaultSignInApi, type SignInApi } from './accountWidgetApi.ts';
import { BuyerPasswordForm } from './BuyerPasswordForm.tsx';
import { EmailPasswordForm } from './EmailPasswordForm.tsx';
import { RoleSelector } from './RoleSelector.tsx';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';
import { buyerPasswordLoginMessage, otpLoginErrorMessage, sellerLoginErrorMessage } from './signInErrors.ts';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { signInCatalogue, type SignInMessages } from './signInMessages.ts';

/** The OTP tab (phone, code, countdown): its code arrives when the tab is chosen. */
const BuyerOtpLogin = deferredComponent(async () => (await import('./BuyerOtpLogin.tsx')).BuyerOtpLogin);
// Only the demo server lists accounts, and only where asked: partner pages never fetch this.
const DemoAccounts = deferredComponent(async () => (await import('./DemoAccounts.tsx')).DemoAccounts);

/**
 * 'full' (/login): buyer or seller, buyers by password or OTP. 'otp-first' (/login-enhanced): the
 * same, opening on the OTP tab. 'buyer-simple' (/login-simple): buyer password only. 'seller'
 * (/seller/login): seller e-mail only.
 */
export type SignInVariant = 'full' | 'otp-first' | 'buyer-simple' | 'seller';

type BuyerMethod = 'password' | 'otp';

export interface SignInProps {
  api?: SignInApi;
  variant?: SignInVariant;
  /** The page the buyer came from; they go back there after signing in (default '/'). */
  returnTo?: string | null;
  /** Show the demo accounts box: the accounts a demo server lists (GET /site); none in production. */
  showDemoAccounts?: boolean;
  headingLevel?: 1 | 2;
  /** Called after a successful sign-in, before navigating. */
  onSignedIn?: (role: AccountRole) => void;
  /** Stay on the page after signing in and say so, instead of navigating (e.g. on a partner page). */
  stayOnPage?: boolean;
}

/** Each variant's heading and introduction, in the widget's language. */
const HEADINGS: Record<SignInVariant, (messages: SignInMessages) => { title: string; intro: string }> = {
  full: (messages) => ({ title: messages['title.full'](), intro: messages['intro.full']() }),
  'otp-first': (messages) => ({ title: messages['title.full'](), intro: messages['intro.otpFirst']() }),
  'buyer-simple': (messages) => ({ title: messages['title.buyer'](), intro: messages['intro.buyer']() }),
  seller: (messages) => ({ title: messages['title.seller'](), intro: messages['intro.seller']() }),
};

/** Sign-in for buyers (password or OTP) and sellers (e-mail and password). */
export function SignIn({
  api = defaultSignInApi,
  variant = 'full',
  returnTo,
  showDemoAccounts = false,
  headingLevel = 1,
  onSignedIn,
  stayOnPage = false,
}: SignInProps) {
  const { messages, locale } = useMessages(signInCatalogue);
  const partnerId = usePartnerId();
  const navigate = useNavigateTo();
  const firstMethod: BuyerMethod = variant === 'otp-first' ? 'otp' : 'password';
  const [role, setRole] = useState<AccountRole>(variant === 'seller' ? 'seller' : 'buyer');
  const [method, setMethod] = useState<BuyerMethod>(firstMethod);
  const [signedInAs, setSignedInAs] = useState<AccountRole | null>(null);
  const { title, intro } = HEADINGS[variant](messages);

  function signedIn(as: AccountRole) {
    onSignedIn?.(as);
    if (stayOnPage) setSignedInAs(as);
    else if (as === 'seller') navigate(siteUrl(SELLER_HOME));
    else navigate(siteUrl(buyerReturnPath(returnTo)), { replace: true });
  }

  async function attempt(as: AccountRole, signIn: () => Promise<unknown>, describe: (error: unknown) => string): Promise<string | undefined> {
    try {
      await signIn();
    } catch (error) {
      return describe(error);
    }
    signedIn(as);
    return undefined;
  }

  const passwordForm = (
    <BuyerPasswordForm
      onSubmit={(phone, password) =>
        attempt(
          'buyer',
          () => loginBuyer(api, phone, password),
          (error) => buyerPasswordLoginMessage(error, variant === 'buyer-simple', messages),
        )
      }
    />
  );
  const sellerForm = (
    <EmailPasswordForm
      submitLabel={messages.sellerSubmit()}
      texts={{
        email: messages.email(),
        password: messages.password(),
        signingIn: messages.signingIn(),
        emailRequired: messages['error.email'](),
        passwordRequired: messages['error.password'](),
      }}
      onSubmit={(email, password) =>
        attempt(
          'seller',
          () => loginSeller(api, email, password),
          (error) => sellerLoginErrorMessage(error, messages),
        )
      }
    />
  );

  function changeRole(next: AccountRole) {
    // Spec: switching role resets to the password tab and clears errors (the forms start afresh).
    setRole(next);
    setMethod('password');
  }

  let body;
  if (variant === 'seller') body = sellerForm;
  else if (variant === 'buyer-simple') body = passwordForm;
  else if (role === 'seller') body = sellerForm;
  else
    body = (
      <Tabs<BuyerMethod>
        label={messages.method()}
        value={method}
        onValueChange={setMethod}
        items={[
          { value: 'password', label: messages['method.password'](), content: passwordForm },
          {
            value: 'otp',
            label: messages['method.otp'](),
            content: (
              <div className={styles.otpFormReserve}>
                <DeferredBoundary loadingLabel={messages.loading()}>
                  <BuyerOtpLogin
                    api={api}
                    onVerify={(phone, code) =>
                      attempt(
                        'buyer',
                        () => loginBuyerWithOtp(api, phone, code),
                        (error) => otpLoginErrorMessage(error, messages),
                      )
                    }
                    onUsePassword={() => setMethod('password')}
                  />
                </DeferredBoundary>
              </div>
            ),
          },
        ]}
      />
    );

  const signUpPath = role === 'seller' ? '/seller/register' : '/register';
  const newHere = splitAroundLink(messages.newHere(LINK_MARKS));
  if (signedInAs) {
    const home = signedInAs === 'seller' ? SELLER_HOME : '/';
    return (
      <AccountPanel title={title} headingLevel={headingLevel} lang={locale}>
        <Alert tone="success">{messages.signedIn({ role: signedInAs })}</Alert>
        <Link href={siteUrl(home)}>{signedInAs === 'seller' ? messages.goDashboard() : messages.continue()}</Link>
      </AccountPanel>
    );
  }
  return (
    <AccountPanel title={title} intro={intro} headingLevel={headingLevel} lang={locale}>
      {(variant === 'full' || variant === 'otp-first') && (
        <RoleSelector
          legend={messages.signInAs()}
          labels={{ buyer: messages['role.buyer'](), seller: messages['role.seller']() }}
          value={role}
          onChange={changeRole}
        />
      )}
      <div key={role}>{body}</div>
      <p className={styles.footer}>
        {newHere.before}
        <Link href={siteUrl(withPartner(signUpPath, partnerId))}>{newHere.link}</Link>
        {newHere.after}
      </p>
      {showDemoAccounts && (
        <DeferredBoundary loadingLabel={null}>
          <DemoAccounts />
        </DeferredBoundary>
      )}
    </AccountPanel>
  );
}
