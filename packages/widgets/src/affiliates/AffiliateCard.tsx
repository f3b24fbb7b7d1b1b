import type { Affiliate } from '@nirmaan/core';
import { visuallyHidden } from '@nirmaan/ui';
import * as styles from './affiliates.css.ts';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * One affiliate: the whole card is a link opening the partner's site in a new tab. Its title and
 * description are the admin's, in English (`lang="en"`); `newTab` says the new tab in the page's language.
 */
export function AffiliateCard({ affiliate, headingLevel, newTab = '(opens in a new tab)' }: { affiliate: Affiliate; headingLevel: 2 | 3; newTab?: string }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <a className={styles.card} href={affiliate.url} target="_blank" rel="noopener noreferrer">
      {affiliate.image_url && <img className={styles.image} src={affiliate.image_url} alt="" loading="lazy" />}
      <span className={styles.body}>
        <Heading className={styles.cardTitle} lang="en">
          {affiliate.title}
        </Heading>
        {affiliate.description && (
          <span className={styles.description} lang="en">
            {affiliate.description}
          </span>
        )}
        <span className={styles.host}>
          <span lang="en">{hostOf(affiliate.url)}</span> ↗<span className={visuallyHidden}> {newTab}</span>
        </span>
      </span>
    </a>
  );
}
