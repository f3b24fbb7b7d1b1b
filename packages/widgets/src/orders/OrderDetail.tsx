import { $role, CART_MESSAGES, siteUrl, takeFlash } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { OrderView } from './OrderView.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { ordersCatalogue } from './ordersMessages.ts';
import { useOrder } from './useOrder.ts';

/**
 * /orders/{id}: status, seller, items, totals, shipping address; a pending order can be cancelled.
 * Signed out (or after a 401), the sign-in prompt in its own box.
 */
export function OrderDetail({ orderId }: { orderId: number }) {
  const { messages, locale } = useMessages(ordersCatalogue);
  const role = useStore($role);
  const { state, reload, replace } = useOrder(orderId);
  const [flash] = useState(takeFlash);
  // Checkout's flash is the one banner this page shows: said in the page's language.
  const banner = flash === CART_MESSAGES.orderPlaced ? messages['detail.placed']() : flash;

  if (role !== 'buyer') {
    return (
      <div lang={locale}>
        <SignInPrompt headingLevel={1} title={messages['list.signInTitle']()} description={messages['detail.signInDescription']()} />
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div lang={locale}>
        <Spinner label={messages['detail.loading']()} />
      </div>
    );
  }
  if (state.status === 'missing') {
    return (
      <div lang={locale}>
        <EmptyState headingLevel={1} title={messages['detail.notFound']()} action={<Link href={siteUrl('/orders')}>{messages['detail.back']()}</Link>} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert tone="error" action={<Button onClick={reload}>{messages['list.retry']()}</Button>}>
        {messages['detail.loadFailed']()}
      </Alert>
    );
  }
  return <OrderView order={state.order} banner={banner} onChanged={replace} />;
}
