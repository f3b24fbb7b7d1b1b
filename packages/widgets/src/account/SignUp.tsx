import { siteUrl } from '@nirmaan/core';
import { Link, Tabs, useNavigateTo } from '@nirmaan/ui';
import { useState } from 'react';
import * as styles from './account.css.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { SELLER_HOME, type AccountRole } from './accountRoles.ts';
import { defaultAccountApi, type SignUpApi } from './accountWidgetApi.ts';
import { BuyerSignupForm } from './BuyerSignupForm.tsx';
import { PhoneVerificationSignup } from './PhoneVerificationSignup.tsx';
import { RoleSelector } from './RoleSelector.tsx';
import { SellerSignupForm } from './SellerSignupForm.tsx';

/**
 * 'full' (/register): buyer or seller, buyers by password or phone verification. 'seller'
 * (/seller/register). 'buyer-simple' (/firebase-register): the plain buyer form. 'buyer-phone'
 * (/register-step, /register-firebase): the two-step phone-verification sign-up.
 */
export type SignUpVariant = 'full' | 'seller' | 'buyer-simple' | 'buyer-phone';

type BuyerMethod = 'password' | 'phone';

export interface SignUpProps {
  api?: SignUpApi;
  variant?: SignUpVariant;
  headingLevel?: 1 | 2;
  /** Called after the account is created and signed in, before navigating. */
  onSignedUp?: (role: AccountRole) => void;
}

const HEADINGS: Record<SignUpVariant, { title: string; intro: string }> = {
  full: { title: 'Create your account', intro: 'Buy from verified suppliers, or sell your materials on Nirmaan.' },
  seller: { title: 'Sell on Nirmaan', intro: 'List your materials and reach builders in Bangalore, Chennai and Coimbatore.' },
  'buyer-simple': { title: 'Create your buyer account', intro: 'Sign up with your phone number and a password.' },
  'buyer-phone': { title: 'Sign up with your phone', intro: 'Fill in your details, then confirm the code we text you.' },
};

/** Sign-up for buyers (password or phone verification) and sellers; buyers go to /, sellers to their dashboard. */
export function SignUp({ api = defaultAccountApi, variant = 'full', headingLevel = 1, onSignedUp }: SignUpProps) {
  const navigate = useNavigateTo();
  const [role, setRole] = useState<AccountRole>(variant === 'seller' ? 'seller' : 'buyer');
  const [method, setMethod] = useState<BuyerMethod>('password');
  const { title, intro } = HEADINGS[variant];

  function signedUp(as: AccountRole) {
    onSignedUp?.(as);
    if (as === 'seller') navigate(siteUrl(SELLER_HOME));
    else navigate(siteUrl('/'), { replace: true });
  }

  const buyerForm = <BuyerSignupForm api={api} onSignedUp={() => signedUp('buyer')} />;
  const phoneForm = (
    <PhoneVerificationSignup api={api} onSignedUp={() => signedUp('buyer')} onUsePassword={variant === 'full' ? () => setMethod('password') : undefined} />
  );
  const sellerForm = <SellerSignupForm api={api} onSignedUp={() => signedUp('seller')} />;

  let body;
  if (variant === 'seller' || (variant === 'full' && role === 'seller')) body = sellerForm;
  else if (variant === 'buyer-simple') body = buyerForm;
  else if (variant === 'buyer-phone') body = phoneForm;
  else
    body = (
      <Tabs<BuyerMethod>
        label="Sign-up method"
        value={method}
        onValueChange={setMethod}
        items={[
          { value: 'password', label: 'With password', content: buyerForm },
          { value: 'phone', label: 'Verify phone with OTP', content: phoneForm },
        ]}
      />
    );

  return (
    <AccountPanel title={title} intro={intro} headingLevel={headingLevel}>
      {variant === 'full' && (
        <RoleSelector
          legend="Sign up as"
          value={role}
          onChange={(next) => {
            setRole(next);
            setMethod('password');
          }}
        />
      )}
      {/* A new role starts a fresh form: no errors carried over. */}
      <div key={role}>{body}</div>
      <p className={styles.footer}>
        Already have an account? <Link href={siteUrl(role === 'seller' ? '/seller/login' : '/login')}>Sign in</Link>
      </p>
    </AccountPanel>
  );
}
