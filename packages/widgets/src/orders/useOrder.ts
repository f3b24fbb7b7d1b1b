import { isApiError, ordersApi, type Order } from '@nirmaan/core';
import { useEffect, useState } from 'react';

export type OrderState = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'missing' } | { status: 'failed' };

/** One of the buyer's orders; another buyer's or an unknown id is 'missing'. */
export function useOrder(orderId: number) {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    ordersApi.getOrder(orderId).then(
      (order) => current && setState({ status: 'ready', order }),
      (error: unknown) => {
        if (!current) return;
        setState({ status: isApiError(error) && (error.status === 404 || error.status === 422) ? 'missing' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [orderId, generation]);
  return {
    state,
    reload: () => setGeneration((value) => value + 1),
    replace: (order: Order) => setState({ status: 'ready', order }),
  };
}
