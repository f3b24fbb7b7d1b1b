import { OrderDetail } from '@nirmaan/widgets';
import { usePageParam } from '../../pageHooks.ts';
import { NotFoundPage } from '../NotFoundPage.tsx';

export function OrderPage() {
  const id = Number(usePageParam('orderId'));
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <OrderDetail key={id} orderId={id} />;
}
