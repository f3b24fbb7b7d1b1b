import { normalizePartnerId, PARTNER_QUERY_PARAMETER } from '@nirmaan/core';
import { PartnerIdContext, SignUp, type SignUpVariant } from '@nirmaan/widgets';
import { usePageSearchParams } from '../../pageHooks.ts';
import { PageHead } from '../../pageMeta/PageHead.tsx';
import type { PageWithTitle } from '../../pageMeta/pageHeadTexts.ts';

const TITLES: Record<SignUpVariant, PageWithTitle> = {
  full: 'register',
  seller: 'registerSeller',
  'buyer-simple': 'registerBuyer',
  'buyer-phone': 'registerPhone',
};

/**
 * /register, /seller/register, /firebase-register, /register-step and /register-firebase. A partner's
 * sign-in widget links here with ?partner=<id>: the sign-up is credited to that partner.
 */
export function SignUpPage({ variant }: { variant: SignUpVariant }) {
  const partnerId = normalizePartnerId(usePageSearchParams().get(PARTNER_QUERY_PARAMETER));
  return (
    <>
      <PageHead page={TITLES[variant]} />
      <PartnerIdContext value={partnerId}>
        <SignUp variant={variant} />
      </PartnerIdContext>
    </>
  );
}
