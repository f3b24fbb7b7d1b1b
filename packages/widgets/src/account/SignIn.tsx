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
import { otpLoginErrorMessage, passwordLoginErrorMessage } from './signInErrors.ts';

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

const HEADINGS: Record<SignInVariant, { title: string; intro: string }> = {
  full: { title: 'Sign in', intro: 'Compare suppliers, keep a cart and order with cash on delivery.' },
  'otp-first': { title: 'Sign in', intro: 'Sign in with a code sent to your phone, or with your password.' },
  'buyer-simple': { title: 'Buyer sign in', intro: 'Sign in with your phone number and password.' },
  seller: { title: 'Seller sign in', intro: 'Manage your listings, orders and customers.' },
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
  const partnerId = usePartnerId();
  const navigate = useNavigateTo();
  const firstMethod: BuyerMethod = variant === 'otp-first' ? 'otp' : 'password';
  const [role, setRole] = useState<AccountRole>(variant === 'seller' ? 'seller' : 'buyer');
  const [method, setMethod] = useState<BuyerMethod>(firstMethod);
  const [signedInAs, setSignedInAs] = useState<AccountRole | null>(null);
  const { title, intro } = HEADINGS[variant];

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
          (error) => passwordLoginErrorMessage(error, variant === 'buyer-simple' ? 'buyer-checked' : 'buyer'),
        )
      }
    />
  );
  const sellerForm = (
    <EmailPasswordForm
      submitLabel="Sign In as Seller"
      onSubmit={(email, password) =>
        attempt(
          'seller',
          () => loginSeller(api, email, password),
          (error) => passwordLoginErrorMessage(error, 'seller'),
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
        label="Sign-in method"
        value={method}
        onValueChange={setMethod}
        items={[
          { value: 'password', label: 'Password', content: passwordForm },
          {
            value: 'otp',
            label: 'OTP',
            content: (
              <div className={styles.otpFormReserve}>
                <DeferredBoundary loadingLabel="Loading...">
                  <BuyerOtpLogin
                    api={api}
                    onVerify={(phone, code) => attempt('buyer', () => loginBuyerWithOtp(api, phone, code), otpLoginErrorMessage)}
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
  if (signedInAs) {
    const home = signedInAs === 'seller' ? SELLER_HOME : '/';
    return (
      <AccountPanel title={title} headingLevel={headingLevel}>
        <Alert tone="success">You are signed in as a {signedInAs}.</Alert>
        <Link href={siteUrl(home)}>{signedInAs === 'seller' ? 'Go to your dashboard' : 'Continue to Nirmaan'}</Link>
      </AccountPanel>
    );
  }
  return (
    <AccountPanel title={title} intro={intro} headingLevel={headingLevel}>
      {(variant === 'full' || variant === 'otp-first') && <RoleSelector legend="Sign in as" value={role} onChange={changeRole} />}
      <div key={role}>{body}</div>
      <p className={styles.footer}>
        New to Nirmaan? <Link href={siteUrl(withPartner(signUpPath, partnerId))}>Create an account</Link>
      </p>
      {showDemoAccounts && (
        <DeferredBoundary loadingLabel={null}>
          <DemoAccounts />
        </DeferredBoundary>
      )}
    </AccountPanel>
  );
}
