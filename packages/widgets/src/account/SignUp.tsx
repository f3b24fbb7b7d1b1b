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
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { signUpCatalogue } from './sign-up/signUpMessages.ts';

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

/** Each variant's title and intro in the catalogue (a select on these names). */
const HEADING_OF: Record<SignUpVariant, 'full' | 'seller' | 'buyerSimple' | 'buyerPhone'> = {
  full: 'full',
  seller: 'seller',
  'buyer-simple': 'buyerSimple',
  'buyer-phone': 'buyerPhone',
};

/** Sign-up for buyers (password or phone verification) and sellers; buyers go to /, sellers to their dashboard. */
export function SignUp({ api = defaultAccountApi, variant = 'full', headingLevel = 1, onSignedUp }: SignUpProps) {
  const navigate = useNavigateTo();
  const [role, setRole] = useState<AccountRole>(variant === 'seller' ? 'seller' : 'buyer');
  const [method, setMethod] = useState<BuyerMethod>('password');
  const { messages, locale } = useMessages(signUpCatalogue);
  const heading = { variant: HEADING_OF[variant] };
  const haveAccount = splitAroundLink(messages.haveAccount(LINK_MARKS));

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
        label={messages['method.label']()}
        value={method}
        onValueChange={setMethod}
        items={[
          { value: 'password', label: messages['method.password'](), content: buyerForm },
          { value: 'phone', label: messages['method.phone'](), content: phoneForm },
        ]}
      />
    );

  return (
    <AccountPanel title={messages.title(heading)} intro={messages.intro(heading)} headingLevel={headingLevel} lang={locale}>
      {variant === 'full' && (
        <RoleSelector
          legend={messages['role.legend']()}
          labels={{ buyer: messages['role.buyer'](), seller: messages['role.seller']() }}
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
        {haveAccount.before}
        <Link href={siteUrl(role === 'seller' ? '/seller/login' : '/login')}>{haveAccount.link}</Link>
        {haveAccount.after}
      </p>
    </AccountPanel>
  );
}
