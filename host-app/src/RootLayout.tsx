import { useStore } from '@nanostores/react';
import { LinkComponentContext, NavigateContext, widgetRootClass } from '@nirmaan/ui';
import { Chatbot, NirmaanSiteContext, PageLoadFailed, SiteFooter, SiteHeader, SkipLink } from '@nirmaan/widgets';
import { useEffect } from 'react';
import { $pageLoadFailed, $pageLoading, $shownPage } from './currentPage.ts';
import { navigate } from './navigation.ts';
import { rememberPage } from './returnTo.ts';
import { ROUTES_WITHOUT_CHATBOT } from './routePaths.ts';
import { RouterLink } from './RouterLink.tsx';
import { ShownPageContext } from './shownPageContext.ts';
import * as styles from './layout.css.ts';

/**
 * Header, the current page, footer, the chatbot outside the work areas, cart and checkout; widget links and navigation
 * go through the router, and the widgets know they are pages of Nirmaan's own site (sign-in on
 * /login, checkout's redirects).
 */
export function RootLayout() {
  const shown = useStore($shownPage);
  const loading = useStore($pageLoading);
  const loadFailed = useStore($pageLoadFailed);
  const path = shown?.path;
  const query = new URLSearchParams(shown?.search).toString();
  const showsChatbot = shown !== null && !ROUTES_WITHOUT_CHATBOT.has(shown.route ?? '');

  useEffect(() => {
    if (path !== undefined) rememberPage(query ? `${path}?${query}` : path);
  }, [path, query]);
  // A new page starts at its top (a new query on the same page, e.g. a search filter, keeps the place).
  useEffect(() => {
    if (path !== undefined && !window.location.hash) window.scrollTo(0, 0);
  }, [path]);

  const Page = shown?.Component;
  return (
    <LinkComponentContext value={RouterLink}>
      <NavigateContext value={navigate}>
        <NirmaanSiteContext value>
          {/* data-nirmaan-site: widgets' styles may count on the site's header (its search box on a phone). */}
          <div className={`${widgetRootClass} ${styles.page}`} data-nirmaan-site="">
            <SkipLink className={styles.skipLink} />
            <SiteHeader />
            {/* Each page and widget marks its own root with the language it shows (docs/i18n.md); what none marks is read as English. */}
            <main id="main" className={styles.main} tabIndex={-1} aria-busy={loading} lang="en-IN">
              {loadFailed && <PageLoadFailed />}
              {Page && (
                <ShownPageContext value={shown}>
                  <Page />
                </ShownPageContext>
              )}
            </main>
            <SiteFooter />
            {/* The chatbot marks its own root with the language it speaks. */}
            {showsChatbot && <Chatbot />}
          </div>
        </NirmaanSiteContext>
      </NavigateContext>
    </LinkComponentContext>
  );
}
