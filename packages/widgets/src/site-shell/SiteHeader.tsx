import { siteUrl } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import { PincodeCheck } from '../catalogue/PincodeCheck.tsx';
import { AccountNav } from './AccountNav.tsx';
import { CartLink } from './CartLink.tsx';
import { CitySelector } from './CitySelector.tsx';
import { DemoSiteBanner } from './DemoSiteBanner.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { MobileBottomBar } from './MobileBottomBar.tsx';
import { NavMenu } from './NavMenu.tsx';
import { KNOWLEDGE_LINKS, TOOL_LINKS } from './siteNavigation.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { shellCatalogue } from './shellMessages.ts';
import * as styles from './siteShell.css.ts';

/**
 * The site header: brand, city, pincode, search with suggestions, Knowledge and Tools menus, cart and
 * account links; on phones a bottom bar and side menu. On a demo site the demo marker comes first,
 * above the header, and scrolls away with the page: the header that stays in view keeps its height.
 */
export function SiteHeader() {
  const { messages, locale } = useMessages(shellCatalogue);
  return (
    <>
      <DemoSiteBanner />
      <header className={styles.header} lang={locale}>
        <div className={styles.headerInner}>
          <Link className={styles.brand} href={siteUrl('/')}>
            <span className={styles.brandMark} aria-hidden="true">
              N
            </span>
            Nirmaan
          </Link>
          <CitySelector className={styles.cityField} />
          {/* A box of its own: a class given to the form would compete with the form's own display by stylesheet order. */}
          <div className={styles.pincodeField}>
            <PincodeCheck compact />
          </div>
          <HeaderSearch />
          <LanguageSwitch className={styles.languageField} />
          <nav aria-label={messages['header.main']()} className={`${styles.navGroup} ${styles.desktopOnly}`}>
            <NavMenu label={messages['header.knowledge']()} links={KNOWLEDGE_LINKS} />
            <NavMenu label={messages['header.tools']()} links={TOOL_LINKS} />
            <CartLink className={styles.navLink} />
            <AccountNav />
          </nav>
        </div>
        <MobileBottomBar />
      </header>
    </>
  );
}
