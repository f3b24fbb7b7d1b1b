import { OrderDetail } from '@nirmaan/widgets';
import { useParams } from 'react-router';
import { NotFoundPage } from '../NotFoundPage.tsx';

export function OrderPage() {
  const id = Number(useParams().orderId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <OrderDetail key={id} orderId={id} />;
}
