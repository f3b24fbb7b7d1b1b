import { affiliatesApi, isApiError, type AffiliatesApi } from '@nirmaan/core';
import { Alert, Button } from '@nirmaan/ui';
import { useId } from 'react';
import { useLoad } from '../content-shared/useLoad.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { AffiliateCard } from './AffiliateCard.tsx';
import { affiliatesCatalogue } from './affiliatesMessages.ts';
import * as styles from './affiliates.css.ts';

export interface AffiliateListProps {
  api?: Pick<AffiliatesApi, 'listAffiliates'>;
  /** Level of the page title; cards are one level below. Default 2, the page uses 1. */
  headingLevel?: 1 | 2;
}

/**
 * /affiliates (spec toolkit §2 'Affiliates'): the active affiliates as cards that open in a new tab;
 * 'Loading...' while loading, 'No affiliates available right now.' when there are none. The page's
 * words follow the reader's language; the cards stay as the admin wrote them, marked English.
 */
export function AffiliateList({ api = affiliatesApi, headingLevel = 2 }: AffiliateListProps) {
  const titleId = useId();
  const { state, reload } = useLoad(() => api.listAffiliates(true), 'affiliates?active=true');
  const Title = `h${headingLevel}` as const;
  const { messages, locale } = useMessages(affiliatesCatalogue);

  let content;
  if (state.status === 'loading') {
    content = (
      <p className={styles.intro} role="status">
        {messages.loading()}
      </p>
    );
  } else if (state.status === 'failed') {
    content = (
      <Alert tone="error" action={<Button onClick={reload}>{messages.retry()}</Button>}>
        {isApiError(state.error) && state.error.isNetworkError ? messages.network() : messages.failed()}
      </Alert>
    );
  } else if (state.value.length === 0) {
    content = (
      <p className={styles.intro} role="status">
        {messages.none()}
      </p>
    );
  } else {
    content = (
      <ul className={styles.grid} aria-labelledby={titleId}>
        {state.value.map((affiliate) => (
          <li key={affiliate.id}>
            <AffiliateCard affiliate={affiliate} headingLevel={(headingLevel + 1) as 2 | 3} newTab={messages.newTab()} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId} lang={locale}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {messages.title()}
        </Title>
        <p className={styles.intro}>{messages.intro()}</p>
      </header>
      {content}
    </section>
  );
}
