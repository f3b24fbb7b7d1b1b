import { siteUrl } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { CartLink } from './CartLink.tsx';
import { DeferredSideMenu } from './DeferredSideMenu.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue } from './shellMessages.ts';
import * as styles from './siteShell.css.ts';
import { useSignedInAccount } from './useSignedInAccount.ts';

const ICONS: Record<'home' | 'menu' | 'cart' | 'account', ReactNode> = {
  home: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  cart: <path d="M3 4h2l2.4 11h11l2.1-8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />,
  account: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0" />,
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      className={styles.bottomIcon}
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}

/** The phone-width bottom bar: Home, Menu (the side menu), Cart, and Account or Login. */
export function MobileBottomBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const account = useSignedInAccount();
  const { messages } = useMessages(shellCatalogue);
  return (
    <>
      <nav aria-label={messages['mobile.label']()} className={`${styles.bottomBar} ${styles.mobileOnly}`}>
        <Link className={styles.bottomItem} href={siteUrl('/')}>
          <Icon name="home" />
          {messages['mobile.home']()}
        </Link>
        <button
          type="button"
          className={styles.bottomItem}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={DeferredSideMenu.preload}
          onFocus={DeferredSideMenu.preload}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
          {messages['mobile.menu']()}
        </button>
        <CartLink className={styles.bottomItem} icon={<Icon name="cart" />} />
        <Link className={styles.bottomItem} href={siteUrl(account ? account.home : '/login')}>
          <Icon name="account" />
          {account ? messages['mobile.account']() : messages['mobile.login']()}
        </Link>
      </nav>
      <DeferredSideMenu open={menuOpen} onOpenChange={setMenuOpen} loadingLabel={messages['opening.menu']()} />
    </>
  );
}
