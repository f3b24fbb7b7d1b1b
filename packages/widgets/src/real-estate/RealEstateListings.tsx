import { errorDetail, REAL_ESTATE_MESSAGES, realEstateApi, siteUrl, type RealEstateApi } from '@nirmaan/core';
import { Alert, Button, Link, Spinner } from '@nirmaan/ui';
import { useId } from 'react';
import { useLoad } from '../content-shared/useLoad.ts';
import { RealEstateListingCard } from './RealEstateListingCard.tsx';
import * as styles from './realEstateListings.css.ts';

export interface RealEstateListingsProps {
  api?: Pick<RealEstateApi, 'listListings'>;
  /** Level of the title; cards are one level below. Default 2, the page uses 1. */
  headingLevel?: 1 | 2;
}

/**
 * /real-estate/listings: the sites and projects Nirmaan's team verified, as cards with their facts
 * and photo. Pending and rejected submissions are never here; nothing about who sent a listing is.
 */
export function RealEstateListings({ api = realEstateApi, headingLevel = 2 }: RealEstateListingsProps) {
  const titleId = useId();
  const { state, reload } = useLoad(() => api.listListings(), 'real-estate/listings');
  const Title = `h${headingLevel}` as const;

  let content;
  if (state.status === 'loading') {
    content = <Spinner label="Loading listings..." />;
  } else if (state.status === 'failed') {
    content = (
      <Alert tone="error" action={<Button onClick={reload}>Retry</Button>}>
        {errorDetail(state.error, REAL_ESTATE_MESSAGES.listingsFailed)}
      </Alert>
    );
  } else if (state.value.length === 0) {
    content = (
      <p className={styles.intro} role="status">
        {REAL_ESTATE_MESSAGES.noListings}
      </p>
    );
  } else {
    content = (
      <ul className={styles.grid} aria-labelledby={titleId}>
        {state.value.map((listing) => (
          <li key={listing.id}>
            <RealEstateListingCard listing={listing} headingLevel={(headingLevel + 1) as 2 | 3} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          Verified Listings
        </Title>
        <p className={styles.intro}>
          Sites and projects our team has verified. Have one to list? <Link href={siteUrl('/real-estate')}>Submit your listing</Link>.
        </p>
      </header>
      {content}
    </section>
  );
}
