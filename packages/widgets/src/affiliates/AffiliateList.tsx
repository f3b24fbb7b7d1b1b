import { AFFILIATE_MESSAGES, affiliatesApi, errorDetail, type AffiliatesApi } from '@nirmaan/core';
import { Alert, Button } from '@nirmaan/ui';
import { useId } from 'react';
import { useLoad } from '../content-shared/useLoad.ts';
import { AffiliateCard } from './AffiliateCard.tsx';
import * as styles from './affiliates.css.ts';

export interface AffiliateListProps {
  api?: Pick<AffiliatesApi, 'listAffiliates'>;
  /** Level of the page title; cards are one level below. Default 2, the page uses 1. */
  headingLevel?: 1 | 2;
}

/**
 * /affiliates (spec toolkit §2 'Affiliates'): the active affiliates as cards that open in a new tab;
 * 'Loading...' while loading, 'No affiliates available right now.' when there are none.
 */
export function AffiliateList({ api = affiliatesApi, headingLevel = 2 }: AffiliateListProps) {
  const titleId = useId();
  const { state, reload } = useLoad(() => api.listAffiliates(true), 'affiliates?active=true');
  const Title = `h${headingLevel}` as const;

  let content;
  if (state.status === 'loading') {
    content = (
      <p className={styles.intro} role="status">
        {AFFILIATE_MESSAGES.loading}
      </p>
    );
  } else if (state.status === 'failed') {
    content = (
      <Alert tone="error" action={<Button onClick={reload}>Retry</Button>}>
        {errorDetail(state.error, AFFILIATE_MESSAGES.loadFailed)}
      </Alert>
    );
  } else if (state.value.length === 0) {
    content = (
      <p className={styles.intro} role="status">
        {AFFILIATE_MESSAGES.noneAvailable}
      </p>
    );
  } else {
    content = (
      <ul className={styles.grid} aria-labelledby={titleId}>
        {state.value.map((affiliate) => (
          <li key={affiliate.id}>
            <AffiliateCard affiliate={affiliate} headingLevel={(headingLevel + 1) as 2 | 3} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          Affiliates
        </Title>
        <p className={styles.intro}>Tools and guides from the brands our builders use. Each link opens the partner's site in a new tab.</p>
      </header>
      {content}
    </section>
  );
}
