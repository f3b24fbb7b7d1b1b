import { $role, ORDER_MESSAGES, siteUrl, takeFlash } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { OrderView } from './OrderView.tsx';
import { useOrder } from './useOrder.ts';

/**
 * /orders/{id}: status, seller, items, totals, shipping address; a pending order can be cancelled.
 * Signed out (or after a 401), the sign-in prompt in its own box.
 */
export function OrderDetail({ orderId }: { orderId: number }) {
  const role = useStore($role);
  const { state, reload, replace } = useOrder(orderId);
  const [banner] = useState(takeFlash);

  if (role !== 'buyer') {
    return <SignInPrompt headingLevel={1} title={ORDER_MESSAGES.pleaseLogIn} description="Log in to see this order." />;
  }
  if (state.status === 'loading') return <Spinner label="Loading order" />;
  if (state.status === 'missing') {
    return <EmptyState headingLevel={1} title={ORDER_MESSAGES.notFound} action={<Link href={siteUrl('/orders')}>Back to My Orders</Link>} />;
  }
  if (state.status === 'failed') {
    return (
      <Alert tone="error" action={<Button onClick={reload}>Retry</Button>}>
        Could not load this order. Please try again.
      </Alert>
    );
  }
  return <OrderView order={state.order} banner={banner} onChanged={replace} />;
}
