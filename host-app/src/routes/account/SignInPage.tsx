import { SignIn, type SignInVariant } from '@nirmaan/widgets';
import { pageToReturnTo } from '../../returnTo.ts';

const TITLES: Record<SignInVariant, string> = {
  full: 'Sign in — Nirmaan',
  'otp-first': 'Sign in with OTP — Nirmaan',
  'buyer-simple': 'Buyer sign in — Nirmaan',
  seller: 'Seller sign in — Nirmaan',
};

/** /login, /login-simple, /login-enhanced and /seller/login. */
export function SignInPage({ variant }: { variant: SignInVariant }) {
  return (
    <>
      <title>{TITLES[variant]}</title>
      <SignIn variant={variant} returnTo={pageToReturnTo()} showDemoAccounts />
    </>
  );
}
