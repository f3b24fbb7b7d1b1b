import { PriceBoard } from '@nirmaan/widgets';
import { PageHead } from '../pageMeta/PageHead.tsx';

export function PriceTodayPage() {
  return (
    <>
      <PageHead page="priceToday" />
      <PriceBoard headingLevel={1} />
    </>
  );
}
