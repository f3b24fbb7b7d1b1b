import { setNavigator } from '@nirmaan/core';
import { LinkComponentContext, NavigateContext, widgetRootClass, type Navigate } from '@nirmaan/ui';
import { Chatbot, SiteFooter, SiteHeader } from '@nirmaan/widgets';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { rememberPage } from './returnTo.ts';
import { RouterLink } from './RouterLink.tsx';
import * as styles from './layout.css.ts';

/** Header, the current page, footer; widget links and navigation go through the router. */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const navigateTo: Navigate = (href, options) => void navigate(href, options);

  useEffect(() => rememberPage(location.pathname + location.search), [location.pathname, location.search]);
  // The API client's 401 rule navigates through the router too.
  useEffect(() => {
    setNavigator((path) => void navigate(path));
    return () => setNavigator(null);
  }, [navigate]);

  return (
    <LinkComponentContext value={RouterLink}>
      <NavigateContext value={navigateTo}>
        <div className={`${widgetRootClass} ${styles.page}`}>
          <a href="#main" className={styles.skipLink}>
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" className={styles.main} tabIndex={-1} aria-busy={navigation.state === 'loading'}>
            <Outlet />
          </main>
          <SiteFooter />
          <Chatbot />
        </div>
      </NavigateContext>
    </LinkComponentContext>
  );
}
