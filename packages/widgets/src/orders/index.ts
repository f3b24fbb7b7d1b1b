export { OrderDetail } from './OrderDetail.tsx';
export { OrderList } from './OrderList.tsx';
export { OrderStatusBadge } from './OrderStatusBadge.tsx';
