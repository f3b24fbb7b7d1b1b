import { LinkComponentContext, NavigateContext, widgetRootClass } from '@nirmaan/ui';
import { SiteFooter, SiteHeader } from '@nirmaan/widgets';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { RouterLink } from './RouterLink.tsx';
import * as styles from './layout.css.ts';

/** Header, the current page, footer; widget links and navigation go through the router. */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (
    <LinkComponentContext value={RouterLink}>
      <NavigateContext value={(href) => void navigate(href)}>
        <div className={`${widgetRootClass} ${styles.page}`}>
          <a href="#main" className={styles.skipLink}>
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" className={styles.main} tabIndex={-1} aria-busy={navigation.state === 'loading'}>
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </NavigateContext>
    </LinkComponentContext>
  );
}
