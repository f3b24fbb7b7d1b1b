import { $cartCount, localeFormat, siteUrl } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Link } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue } from './shellMessages.ts';
import * as styles from './siteShell.css.ts';

/**
 * The cart link with the badge of items in the cart (shared `$cart`, so every widget's add shows here).
 * It marks its own language: alone as <nirmaan-cart-button> it is the widget's root.
 */
export function CartLink({ className, icon }: { className: string; icon?: ReactNode }) {
  const count = useStore($cartCount);
  const { messages, locale } = useMessages(shellCatalogue);
  const countText = localeFormat(locale).number(count);
  const label = count > 0 ? messages['header.cartItems']({ count, countText }) : messages['header.cart']();
  return (
    <Link className={className} href={siteUrl('/cart')} aria-label={label} lang={locale}>
      {icon}
      {messages['header.cart']()}
      {/* A space between the word and the badge: the visible label reads 'Cart 50', as the name says
          ('Cart, 50 items'), not 'Cart50' (axe's label-content-name-mismatch; it showed in Hindi). */}
      {count > 0 && ' '}
      {count > 0 && (
        <span className={styles.cartBadge} aria-hidden="true">
          {count > 99 ? '99+' : countText}
        </span>
      )}
    </Link>
  );
}
