import { localeFormat, siteUrl, type Locale } from '@nirmaan/core';
import { buttonStyles, Link } from '@nirmaan/ui';
import type { CartMessages } from './cartMessages.ts';
import * as styles from './checkoutBar.css.ts';

/**
 * On a phone, the total and Proceed to Checkout stay at the bottom of the screen while the buyer
 * scrolls the cart (the summary with the button is under every item); a wider screen shows the
 * summary beside the items instead.
 */
export function CheckoutBar({ total, messages, locale }: { total: number; messages: CartMessages; locale: Locale }) {
  return (
    <div className={styles.checkoutBar}>
      <span className={styles.checkoutBarTotal}>
        {messages['summary.total']()} <strong>{localeFormat(locale).price(total)}</strong>
      </span>
      <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/checkout')}>
        {messages.proceed()}
      </Link>
    </div>
  );
}
