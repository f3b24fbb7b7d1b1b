import { SignUp, type SignUpVariant } from '@nirmaan/widgets';

const TITLES: Record<SignUpVariant, string> = {
  full: 'Create your account — Nirmaan',
  seller: 'Sell on Nirmaan — seller sign-up',
  'buyer-simple': 'Buyer sign-up — Nirmaan',
  'buyer-phone': 'Sign up with your phone — Nirmaan',
};

/** /register, /seller/register, /firebase-register, /register-step and /register-firebase. */
export function SignUpPage({ variant }: { variant: SignUpVariant }) {
  return (
    <>
      <title>{TITLES[variant]}</title>
      <SignUp variant={variant} />
    </>
  );
}
