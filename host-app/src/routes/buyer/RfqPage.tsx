import { BuyerRfqs } from '@nirmaan/widgets';
import { usePageParam } from '../../pageHooks.ts';
import { NotFoundPage } from '../NotFoundPage.tsx';

export function RfqPage() {
  const id = Number(usePageParam('rfqId'));
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <>
      <title>{`Quote request #${id} — Nirmaan`}</title>
      <BuyerRfqs key={id} rfqId={id} />
    </>
  );
}
