import { $role, $session, isApiError, ordersApi, type Order } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';

export type OrderState = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'missing' } | { status: 'failed' };

const LOADING: OrderState = { status: 'loading' };

/**
 * One of the signed-in buyer's orders; another buyer's or an unknown id is 'missing'. Asked for only
 * with a buyer token, and again for another token (a sign-in in the widget after a 401).
 */
export function useOrder(orderId: number) {
  const role = useStore($role);
  const { buyer } = useStore($session);
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: OrderState } | null>(null);
  const key = role === 'buyer' && buyer !== null ? `${buyer}#${orderId}#${generation}` : null;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    ordersApi.getOrder(orderId).then(
      (order) => current && setLoaded({ key, state: { status: 'ready', order } }),
      (error: unknown) => {
        if (!current) return;
        setLoaded({ key, state: { status: isApiError(error) && (error.status === 404 || error.status === 422) ? 'missing' : 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, orderId]);

  return {
    state: loaded !== null && loaded.key === key ? loaded.state : LOADING,
    reload: () => setGeneration((value) => value + 1),
    replace: (order: Order) => {
      if (key !== null) setLoaded({ key, state: { status: 'ready', order } });
    },
  };
}
