import { $role, isApiError, ordersApi, type Order } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { useQuery } from '../data-shared/useQuery.ts';

export type OrdersState = { status: 'loading' } | { status: 'ready'; orders: Order[] } | { status: 'failed' };

async function listOrders(): Promise<Order[]> {
  try {
    return await ordersApi.listOrders();
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) console.error('Could not load orders', error); // a 401 signs out instead
    throw error;
  }
}

/**
 * The signed-in buyer's orders (a query of the buyer's data): loaded on mount, again for another
 * buyer token (a sign-in in the widget after a 401) or a reload; an answer for an earlier token is dropped.
 */
export function useBuyerOrders(): { state: OrdersState; reload: () => void; signedIn: boolean } {
  const signedIn = useStore($role) === 'buyer';
  const { status, value, reload } = useQuery('orders', listOrders, { account: 'buyer' });
  let state: OrdersState = { status: 'loading' };
  if (status === 'failed') state = { status: 'failed' };
  else if (value !== null) state = { status: 'ready', orders: value };
  return { state, reload, signedIn: signedIn && status !== 'idle' };
}
