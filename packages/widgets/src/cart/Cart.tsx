import {
  $cartState,
  $role,
  CART_MESSAGES,
  clearCart,
  refreshCart,
  removeCartItem,
  siteUrl,
  unavailableItems,
  updateCartItem,
  type CartItem,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import clsx from 'clsx';
import { Alert, Button, buttonStyles, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { AskBetterPrice } from './AskBetterPrice.tsx';
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
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await change();
    } catch {
      setFailure(CART_MESSAGES.updateFailed);
      refreshCart();
    } finally {
      setBusy(false);
    }
  };
  const changeQuantity = (item: CartItem, quantity: number) => void run(() => updateCartItem(item.id, quantity));
  const remove = (item: CartItem) => void run(() => removeCartItem(item.id));

  const heading = (
    <h1 id="cart-title" className={styles.title}>
      Shopping Cart
    </h1>
  );
  const browse = (
    <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/products')}>
      {CART_MESSAGES.browse}
    </Link>
  );

  if (role !== 'buyer') {
    return (
      <section className={styles.root} aria-labelledby="cart-title">
        {heading}
        <SignInPrompt title="Please log in to see your cart" description="Your cart is kept with your Nirmaan account." />
      </section>
    );
  }
  if (status === 'loading' || status === 'idle') return <Spinner label="Loading your cart" />;
  if (status === 'failed' || !cart) {
    return (
      <Alert tone="error" action={<Button onClick={refreshCart}>Retry</Button>}>
        {CART_MESSAGES.loadFailed}
      </Alert>
    );
  }
  if (cart.cart_items.length === 0) {
    return (
      <section className={styles.root} aria-labelledby="cart-title">
        {heading}
        <EmptyState title={CART_MESSAGES.empty} action={browse} />
      </section>
    );
  }

  const blocked = unavailableItems(cart).length > 0;
  return (
    <section className={styles.root} aria-labelledby="cart-title" aria-busy={busy}>
      {heading}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.layout}>
        <div className={styles.actions}>
          <ul className={styles.items} aria-label="Items in your cart">
            {cart.cart_items.map((item) => (
              <CartItemRow key={item.id} item={item} busy={busy} onQuantity={changeQuantity} onRemove={remove} />
            ))}
          </ul>
          <div className={styles.cartFooter}>
            <Link href={siteUrl('/products')}>Continue shopping</Link>
            <Button variant="ghost" size="small" disabled={busy} onClick={() => void run(clearCart)}>
              Clear cart
            </Button>
          </div>
        </div>
        <CartSummary cart={cart}>
          {blocked ? (
            <Alert tone="warning">Remove the items that are no longer available to check out.</Alert>
          ) : (
            <Link className={clsx(buttonStyles({ variant: 'primary', fullWidth: true }), wideScreenOnly)} href={siteUrl('/checkout')}>
              Proceed to Checkout
            </Link>
          )}
          <AskBetterPrice items={cart.cart_items} />
        </CartSummary>
      </div>
      {!blocked && <CheckoutBar total={cart.total_amount} />}
    </section>
  );
}
