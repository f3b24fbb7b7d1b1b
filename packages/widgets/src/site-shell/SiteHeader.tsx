import { siteUrl } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import { AccountNav } from './AccountNav.tsx';
import { CitySelector } from './CitySelector.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { MobileBottomBar } from './MobileBottomBar.tsx';
import { NavMenu } from './NavMenu.tsx';
import { KNOWLEDGE_LINKS, TOOL_LINKS } from './siteNavigation.ts';
import * as styles from './siteShell.css.ts';

/** The site header: brand, city, search, Knowledge and Tools menus, cart and account links; on phones a bottom bar and side menu. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link className={styles.brand} href={siteUrl('/')}>
          <span className={styles.brandMark} aria-hidden="true">
            N
          </span>
          Nirmaan
        </Link>
        <CitySelector className={styles.cityField} />
        <HeaderSearch />
        <nav aria-label="Main" className={`${styles.navGroup} ${styles.desktopOnly}`}>
          <NavMenu label="Knowledge" links={KNOWLEDGE_LINKS} />
          <NavMenu label="Tools" links={TOOL_LINKS} />
          <Link className={styles.navLink} href={siteUrl('/cart')}>
            Cart
          </Link>
          <AccountNav />
        </nav>
      </div>
      <MobileBottomBar />
    </header>
  );
}
