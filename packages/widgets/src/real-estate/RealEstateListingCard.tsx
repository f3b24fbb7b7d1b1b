import { formatPostDate, listingImageUrl, type RealEstateListing } from '@nirmaan/core';
import { visuallyHidden } from '@nirmaan/ui';
import * as styles from './realEstateListings.css.ts';

/** The name a listing is shown by: its project, else its location. */
export const listingName = (listing: Pick<RealEstateListing, 'project_name' | 'location' | 'id'>) =>
  listing.project_name ?? listing.location ?? `Listing ${listing.id}`;

/** One verified listing: its photo when it has one, and its facts (location, site, size, builder, map). */
export function RealEstateListingCard({ listing, headingLevel }: { listing: RealEstateListing; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const name = listingName(listing);
  const facts: Array<[string, string | null]> = [
    ['Location', listing.location],
    ['Site number', listing.site_number],
    ['Site size', listing.site_size],
  ];
  const hasPoint = listing.latitude !== null && listing.longitude !== null;
  return (
    <article className={styles.card}>
      {listing.has_image && <img className={styles.image} src={listingImageUrl(listing)} alt={`The site: ${name}`} width={400} height={300} loading="lazy" />}
      <div className={styles.body}>
        <Heading className={styles.cardTitle}>{name}</Heading>
        <dl className={styles.facts}>
          {facts
            .filter((fact): fact is [string, string] => fact[1] !== null)
            .map(([term, value]) => (
              <div key={term} className={styles.factRow}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          {listing.builder_name && (
            <div className={styles.factRow}>
              <dt className={styles.term}>Builder</dt>
              <dd className={styles.value}>
                {listing.builder_link ? (
                  <a className={styles.link} href={listing.builder_link} target="_blank" rel="noopener noreferrer">
                    {listing.builder_name}
                    <span className={visuallyHidden}> (opens in a new tab)</span>
                  </a>
                ) : (
                  listing.builder_name
                )}
              </dd>
            </div>
          )}
        </dl>
        {hasPoint && (
          <a
            className={styles.link}
            href={`https://www.openstreetmap.org/?mlat=${listing.latitude}&mlon=${listing.longitude}#map=17/${listing.latitude}/${listing.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            View on map<span className={visuallyHidden}>: {name} (opens in a new tab)</span>
          </a>
        )}
        <span className={styles.verified}>Verified {formatPostDate(listing.verified_at)}</span>
      </div>
    </article>
  );
}
