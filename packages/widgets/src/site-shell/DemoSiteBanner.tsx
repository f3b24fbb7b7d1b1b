import { DEMO_SITE_TEXTS } from '@nirmaan/core';
import { useSiteInfo } from '../data-shared/useSiteInfo.ts';
import * as styles from './siteShell.css.ts';

/**
 * A thin line at the top of every page of a site running in demo mode (GET /site), in a landmark of
 * its own so screen-reader users find it too; nothing otherwise, or until that is known.
 */
export function DemoSiteBanner() {
  const site = useSiteInfo().value;
  if (site?.mode !== 'demo') return null;
  return (
    <aside className={styles.demoBanner} aria-label={DEMO_SITE_TEXTS.landmark}>
      <p className={styles.demoBannerText}>
        <strong>{DEMO_SITE_TEXTS.label}</strong> {DEMO_SITE_TEXTS.notice}
      </p>
    </aside>
  );
}
