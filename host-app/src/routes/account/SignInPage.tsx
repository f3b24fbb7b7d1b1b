import { buttonStyles, Link } from '@nirmaan/ui';
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
      {variant === 'full' && (
        // Beside the widget, not in it (the embedded sign-in stays within its byte budget); only on /login,
        // where nothing above it changes height once the page has loaded (no layout shift).
        <p style={{ textAlign: 'center' }}>
          <Link href="/forgot-password" className={buttonStyles({ variant: 'ghost', size: 'small' })}>
            Forgot password?
          </Link>
        </p>
      )}
    </>
  );
}
