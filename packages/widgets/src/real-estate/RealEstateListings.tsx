import { errorDetail, localeFormat, REAL_ESTATE_MESSAGES, realEstateApi, siteUrl, type RealEstateApi } from '@nirmaan/core';
import { Alert, Button, Link, Spinner } from '@nirmaan/ui';
import { useId } from 'react';
import { useLoad } from '../content-shared/useLoad.ts';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { RealEstateListingCard } from './RealEstateListingCard.tsx';
import { realEstateListingsCatalogue } from './realEstateListingsMessages.ts';
import * as styles from './realEstateListings.css.ts';

export interface RealEstateListingsProps {
  api?: Pick<RealEstateApi, 'listListings'>;
  /** Level of the title; cards are one level below. Default 2, the page uses 1. */
  headingLevel?: 1 | 2;
}

/** The spec's failure in the language shown; a server's own detail as it came. */
const failureText = (detail: string, translated: string) => (detail === REAL_ESTATE_MESSAGES.listingsFailed ? translated : detail);

/**
 * /real-estate/listings: the sites and projects Nirmaan's team verified, as cards with their facts
 * and photo. Pending and rejected submissions are never here; nothing about who sent a listing is.
 */
export function RealEstateListings({ api = realEstateApi, headingLevel = 2 }: RealEstateListingsProps) {
  const titleId = useId();
  const { state, reload } = useLoad(() => api.listListings(), 'real-estate/listings');
  const Title = `h${headingLevel}` as const;
  const { messages, locale } = useMessages(realEstateListingsCatalogue);
  const intro = splitAroundLink(messages.intro(LINK_MARKS));

  let content;
  if (state.status === 'loading') {
    content = <Spinner label={messages.loading()} />;
  } else if (state.status === 'failed') {
    content = (
      <Alert tone="error" action={<Button onClick={reload}>{messages.retry()}</Button>}>
        {failureText(errorDetail(state.error, REAL_ESTATE_MESSAGES.listingsFailed), messages.failed())}
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
        {state.value.map((listing) => (
          <li key={listing.id}>
            <RealEstateListingCard listing={listing} headingLevel={(headingLevel + 1) as 2 | 3} messages={messages} format={localeFormat(locale)} />
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
        <p className={styles.intro}>
          {intro.before}
          <Link href={siteUrl('/real-estate')}>{intro.link}</Link>
          {intro.after}
        </p>
      </header>
      {content}
    </section>
  );
}
