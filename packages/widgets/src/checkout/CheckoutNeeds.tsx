import { CART_MESSAGES, ORDER_MESSAGES, siteUrl, type CheckoutRedirect } from '@nirmaan/core';
import { buttonStyles, EmptyState, Link } from '@nirmaan/ui';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import * as styles from '../cart/cart.css.ts';

/**
 * What checkout needs first, said inside the widget where it may not send the buyer there itself
 * (anywhere but Nirmaan's own site): signing in (in the box), items in the cart, a delivery
 * location. Each other page is a link the buyer may follow.
 */
export function CheckoutNeeds({ need }: { need: CheckoutRedirect }) {
  let content;
  if (need === '/login') content = <SignInPrompt title={ORDER_MESSAGES.pleaseLogIn} description="Log in to check out." />;
  else if (need === '/cart')
    content = (
      <EmptyState
        title={CART_MESSAGES.empty}
        action={
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/products')}>
            {CART_MESSAGES.browse}
          </Link>
        }
      />
    );
  else
    content = (
      <EmptyState
        title="Set your delivery location to check out"
        description="Delivery charges are worked out from each supplier's depot to your location."
        action={
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/location-setup')}>
            Set Location
          </Link>
        }
      />
    );
  return (
    <section className={styles.root} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        Checkout
      </h1>
      {content}
    </section>
  );
}
