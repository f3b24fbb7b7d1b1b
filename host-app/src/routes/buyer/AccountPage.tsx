import { BuyerAccount, type AccountTab } from '@nirmaan/widgets';
import { navigate } from '../../navigation.ts';
import { usePageSearchParams } from '../../pageHooks.ts';
import { PageHead } from '../../pageMeta/PageHead.tsx';

const TABS: readonly AccountTab[] = ['profile', 'orders', 'addresses', 'alerts'];

/** /profile (tabs in ?tab=) and /profile/addresses. */
export function AccountPage({ tab: fixedTab }: { tab?: AccountTab }) {
  const params = usePageSearchParams();
  const requested = params.get('tab');
  const tab = fixedTab ?? TABS.find((known) => known === requested) ?? 'profile';
  return (
    <>
      <PageHead page="account" />
      <BuyerAccount tab={tab} onTabChange={(next) => navigate(next === 'profile' ? '/profile' : `/profile?tab=${next}`, { replace: true })} />
    </>
  );
}
