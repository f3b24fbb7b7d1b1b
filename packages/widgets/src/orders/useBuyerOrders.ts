import { $role, ordersApi, type Order } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';

export type OrdersState = { status: 'loading' } | { status: 'ready'; orders: Order[] } | { status: 'failed' };

/** The signed-in buyer's orders, loaded on mount and when the buyer changes. */
export function useBuyerOrders(): { state: OrdersState; reload: () => void; signedIn: boolean } {
  const role = useStore($role);
  const [state, setState] = useState<OrdersState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const signedIn = role === 'buyer';

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    ordersApi.listOrders().then(
      (orders) => current && setState({ status: 'ready', orders }),
      (error: unknown) => {
        console.error('Could not load orders', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn, generation]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setGeneration((value) => value + 1);
  }, []);
  return { state, reload, signedIn };
}
