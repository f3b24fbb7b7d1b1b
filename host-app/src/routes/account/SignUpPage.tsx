import { normalizePartnerId, PARTNER_QUERY_PARAMETER } from '@nirmaan/core';
import { PartnerIdContext, SignUp, type SignUpVariant } from '@nirmaan/widgets';
import { usePageSearchParams } from '../../pageHooks.ts';

const TITLES: Record<SignUpVariant, string> = {
  full: 'Create your account — Nirmaan',
  seller: 'Sell on Nirmaan — seller sign-up',
  'buyer-simple': 'Buyer sign-up — Nirmaan',
  'buyer-phone': 'Sign up with your phone — Nirmaan',
};

/**
 * /register, /seller/register, /firebase-register, /register-step and /register-firebase. A partner's
 * sign-in widget links here with ?partner=<id>: the sign-up is credited to that partner.
 */
export function SignUpPage({ variant }: { variant: SignUpVariant }) {
  const partnerId = normalizePartnerId(usePageSearchParams().get(PARTNER_QUERY_PARAMETER));
  return (
    <>
      <title>{TITLES[variant]}</title>
      <PartnerIdContext value={partnerId}>
        <SignUp variant={variant} />
      </PartnerIdContext>
    </>
  );
}
