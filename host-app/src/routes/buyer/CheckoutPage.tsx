import { Checkout } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

export function CheckoutPage() {
  return (
    <>
      <PageHead page="checkout" />
      <Checkout />
    </>
  );
}
