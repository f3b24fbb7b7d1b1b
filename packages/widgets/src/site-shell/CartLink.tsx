import { $cartCount, formatNumber, siteUrl } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Link } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import * as styles from './siteShell.css.ts';

/** The cart link with the badge of items in the cart (shared `$cart`, so every widget's add shows here). */
export function CartLink({ className, icon }: { className: string; icon?: ReactNode }) {
  const count = useStore($cartCount);
  const label = count > 0 ? `Cart, ${count === 1 ? '1 item' : `${formatNumber(count)} items`}` : 'Cart';
  return (
    <Link className={className} href={siteUrl('/cart')} aria-label={label}>
      {icon}
      Cart
      {count > 0 && (
        <span className={styles.cartBadge} aria-hidden="true">
          {count > 99 ? '99+' : formatNumber(count)}
        </span>
      )}
    </Link>
  );
}
