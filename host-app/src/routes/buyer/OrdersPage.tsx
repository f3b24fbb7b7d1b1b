import { OrderList } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

export function OrdersPage() {
  return (
    <>
      <PageHead page="orders" />
      <OrderList />
    </>
  );
}
