import { $role, isApiError, ordersApi, type Order } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { useQuery } from '../data-shared/useQuery.ts';

export type OrderState = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'missing' } | { status: 'failed' };

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 422);

/**
 * One of the signed-in buyer's orders (a query of the buyer's data); another buyer's or an unknown
 * id is 'missing'. Asked for only with a buyer token, and again for another token (a sign-in in the
 * widget after a 401).
 */
export function useOrder(orderId: number) {
  const isBuyer = useStore($role) === 'buyer';
  const { status, value, error, reload, set } = useQuery(`orders/${orderId}`, () => ordersApi.getOrder(orderId), { account: 'buyer' });
  let state: OrderState = { status: 'loading' };
  if (!isBuyer || status === 'idle') state = { status: 'loading' };
  else if (status === 'failed') state = { status: isMissing(error) ? 'missing' : 'failed' };
  else if (value !== null) state = { status: 'ready', order: value };
  return { state, reload, replace: (order: Order) => set(order) };
}
