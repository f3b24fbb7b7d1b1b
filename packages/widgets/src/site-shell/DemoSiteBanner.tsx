import { useSiteInfo } from '../data-shared/useSiteInfo.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue } from './shellMessages.ts';
import * as styles from './siteShell.css.ts';

/**
 * A thin line at the top of every page of a site running in demo mode (GET /site), in a landmark of
 * its own so screen-reader users find it too; nothing otherwise, or until that is known.
 */
export function DemoSiteBanner() {
  const site = useSiteInfo().value;
  const { messages, locale } = useMessages(shellCatalogue);
  if (site?.mode !== 'demo') return null;
  return (
    <aside className={styles.demoBanner} aria-label={messages['demo.landmark']()} lang={locale}>
      <p className={styles.demoBannerText}>
        <strong>{messages['demo.label']()}</strong> {messages['demo.notice']()}
      </p>
    </aside>
  );
}
