import { siteUrl, type CheckoutRedirect } from '@nirmaan/core';
import { buttonStyles, EmptyState, Link } from '@nirmaan/ui';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import * as styles from '../cart/cart.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { checkoutCatalogue } from './checkoutMessages.ts';

/**
 * What checkout needs first, said inside the widget where it may not send the buyer there itself
 * (anywhere but Nirmaan's own site): signing in (in the box), items in the cart, a delivery
 * location. Each other page is a link the buyer may follow.
 */
export function CheckoutNeeds({ need }: { need: CheckoutRedirect }) {
  const { messages, locale } = useMessages(checkoutCatalogue);
  let content;
  if (need === '/login') content = <SignInPrompt title={messages['needs.logIn']()} description={messages['needs.logInHint']()} />;
  else if (need === '/cart')
    content = (
      <EmptyState
        title={messages['needs.emptyCart']()}
        action={
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/products')}>
            {messages['needs.browse']()}
          </Link>
        }
      />
    );
  else
    content = (
      <EmptyState
        title={messages['needs.location']()}
        description={messages['needs.locationHint']()}
        action={
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/location-setup')}>
            {messages['needs.setLocation']()}
          </Link>
        }
      />
    );
  return (
    <section className={styles.root} aria-labelledby="checkout-title" lang={locale}>
      <h1 id="checkout-title" className={styles.title}>
        {messages.title()}
      </h1>
      {content}
    </section>
  );
}
