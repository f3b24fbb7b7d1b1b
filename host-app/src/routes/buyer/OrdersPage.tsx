import { OrderList } from '@nirmaan/widgets';

export function OrdersPage() {
  return (
    <>
      <title>My Orders — Nirmaan</title>
      <OrderList />
    </>
  );
}
