import { BuyerRfqs, useMessages } from '@nirmaan/widgets';
import { usePageParam } from '../../pageHooks.ts';
import { pageMetaCatalogue } from '../../pageMeta/pageMetaMessages.ts';
import { NotFoundPage } from '../NotFoundPage.tsx';

export function RfqPage() {
  const id = Number(usePageParam('rfqId'));
  const { messages } = useMessages(pageMetaCatalogue);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <>
      <title>{messages['rfq.numberedTitle']({ id })}</title>
      <BuyerRfqs key={id} rfqId={id} />
    </>
  );
}
