import { $role, $session, isApiError, ordersApi, type Order } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';

export type OrdersState = { status: 'loading' } | { status: 'ready'; orders: Order[] } | { status: 'failed' };

const LOADING: OrdersState = { status: 'loading' };

/**
 * The signed-in buyer's orders, loaded on mount and again for another buyer token (a sign-in in the
 * widget after a 401) or a reload; an answer for an earlier token or attempt is dropped.
 */
export function useBuyerOrders(): { state: OrdersState; reload: () => void; signedIn: boolean } {
  const role = useStore($role);
  const { buyer } = useStore($session);
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: OrdersState } | null>(null);
  const signedIn = role === 'buyer' && buyer !== null;
  const key = signedIn ? `${buyer}#${generation}` : null;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    ordersApi.listOrders().then(
      (orders) => current && setLoaded({ key, state: { status: 'ready', orders } }),
      (error: unknown) => {
        if (!(isApiError(error) && error.status === 401)) console.error('Could not load orders', error); // a 401 signs out instead
        if (current) setLoaded({ key, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state: loaded !== null && loaded.key === key ? loaded.state : LOADING, reload, signedIn };
}
