import { BuyerRfqs } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

export function RfqsPage() {
  return (
    <>
      <PageHead page="rfqs" />
      <BuyerRfqs />
    </>
  );
}
