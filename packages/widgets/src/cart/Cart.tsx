import { $cartState, $role, clearCart, refreshCart, removeCartItem, siteUrl, unavailableItems, updateCartItem, type CartItem } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import clsx from 'clsx';
import { Alert, Button, buttonStyles, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { AskBetterPrice } from './AskBetterPrice.tsx';
import { cartCatalogue } from './cartMessages.ts';
import { CartItemRow } from './CartItemRow.tsx';
import { CheckoutBar } from './CheckoutBar.tsx';
import { wideScreenOnly } from './checkoutBar.css.ts';
import { CartSummary } from './CartSummary.tsx';
import * as styles from './cart.css.ts';

/**
 * The cart page (spec storefront §2 "Cart"): items with quantity controls and remove, the summary
 * and the way to checkout. Signed out (or after a 401), the sign-in prompt in its own box.
 */
export function Cart() {
  const role = useStore($role);
  const { status, value: cart } = useStore($cartState);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { messages, locale } = useMessages(cartCatalogue);

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setFailed(false);
    try {
      await change();
    } catch {
      setFailed(true);
      refreshCart();
    } finally {
      setBusy(false);
    }
  };
  const changeQuantity = (item: CartItem, quantity: number) => void run(() => updateCartItem(item.id, quantity));
  const remove = (item: CartItem) => void run(() => removeCartItem(item.id));

  const heading = (
    <h1 id="cart-title" className={styles.title}>
      {messages.title()}
    </h1>
  );
  const browse = (
    <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/products')}>
      {messages.browse()}
    </Link>
  );

  if (role !== 'buyer') {
    return (
      <section className={styles.root} aria-labelledby="cart-title" lang={locale}>
        {heading}
        <SignInPrompt title={messages['signIn.title']()} description={messages['signIn.description']()} />
      </section>
    );
  }
  if (status === 'loading' || status === 'idle')
    return (
      <div lang={locale}>
        <Spinner label={messages.loading()} />
      </div>
    );
  if (status === 'failed' || !cart) {
    return (
      <div lang={locale}>
        <Alert tone="error" action={<Button onClick={refreshCart}>{messages.retry()}</Button>}>
          {messages.loadFailed()}
        </Alert>
      </div>
    );
  }
  if (cart.cart_items.length === 0) {
    return (
      <section className={styles.root} aria-labelledby="cart-title" lang={locale}>
        {heading}
        <EmptyState title={messages.empty()} action={browse} />
      </section>
    );
  }

  const blocked = unavailableItems(cart).length > 0;
  return (
    <section className={styles.root} aria-labelledby="cart-title" aria-busy={busy} lang={locale}>
      {heading}
      {failed && <Alert tone="error">{messages.updateFailed()}</Alert>}
      <div className={styles.layout}>
        <div className={styles.actions}>
          <ul className={styles.items} aria-label={messages.itemsLabel()}>
            {cart.cart_items.map((item) => (
              <CartItemRow key={item.id} item={item} busy={busy} onQuantity={changeQuantity} onRemove={remove} messages={messages} locale={locale} />
            ))}
          </ul>
          <div className={styles.cartFooter}>
            <Link href={siteUrl('/products')}>{messages.continueShopping()}</Link>
            <Button variant="ghost" size="small" disabled={busy} onClick={() => void run(clearCart)}>
              {messages.clearCart()}
            </Button>
          </div>
        </div>
        <CartSummary cart={cart}>
          {blocked ? (
            <Alert tone="warning">{messages.removeUnavailable()}</Alert>
          ) : (
            <Link className={clsx(buttonStyles({ variant: 'primary', fullWidth: true }), wideScreenOnly)} href={siteUrl('/checkout')}>
              {messages.proceed()}
            </Link>
          )}
          <AskBetterPrice items={cart.cart_items} messages={messages} />
        </CartSummary>
      </div>
      {!blocked && <CheckoutBar total={cart.total_amount} messages={messages} locale={locale} />}
    </section>
  );
}
