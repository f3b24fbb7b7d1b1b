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

/** One affiliate: the whole card is a link opening the partner's site in a new tab. */
export function AffiliateCard({ affiliate, headingLevel }: { affiliate: Affiliate; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <a className={styles.card} href={affiliate.url} target="_blank" rel="noopener noreferrer">
      {affiliate.image_url && <img className={styles.image} src={affiliate.image_url} alt="" loading="lazy" />}
      <span className={styles.body}>
        <Heading className={styles.cardTitle}>{affiliate.title}</Heading>
        {affiliate.description && <span className={styles.description}>{affiliate.description}</span>}
        <span className={styles.host}>
          {hostOf(affiliate.url)} ↗<span className={visuallyHidden}> (opens in a new tab)</span>
        </span>
      </span>
    </a>
  );
}
