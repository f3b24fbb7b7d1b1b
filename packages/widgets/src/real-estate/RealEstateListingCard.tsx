import { listingImageUrl, type LocaleFormat, type RealEstateListing } from '@nirmaan/core';
import { visuallyHidden } from '@nirmaan/ui';
import * as styles from './realEstateListings.css.ts';
import type { RealEstateListingsMessages } from './realEstateListingsMessages.ts';

/** The name a listing is shown by: its project, else its location. */
export const listingName = (listing: Pick<RealEstateListing, 'project_name' | 'location' | 'id'>, messages: RealEstateListingsMessages) =>
  listing.project_name ?? listing.location ?? messages.fallbackName({ id: listing.id });

/** '5 November 2026' in India time, in the language shown; '' for a date that cannot be read. */
function verifiedDate(iso: string, format: LocaleFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.date(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
}

export interface RealEstateListingCardProps {
  listing: RealEstateListing;
  headingLevel: 2 | 3;
  messages: RealEstateListingsMessages;
  format: LocaleFormat;
}

/** One verified listing: its photo when it has one, and its facts (location, site, size, builder, map), in the language shown; the seller's words as entered. */
export function RealEstateListingCard({ listing, headingLevel, messages, format }: RealEstateListingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const name = listingName(listing, messages);
  const facts: Array<[string, string | null]> = [
    [messages.location(), listing.location],
    [messages.siteNumber(), listing.site_number],
    [messages.siteSize(), listing.site_size],
  ];
  const hasPoint = listing.latitude !== null && listing.longitude !== null;
  return (
    <article className={styles.card}>
      {listing.has_image && (
        <img className={styles.image} src={listingImageUrl(listing)} alt={messages.photoAlt({ name })} width={400} height={300} loading="lazy" />
      )}
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
              <dt className={styles.term}>{messages.builder()}</dt>
              <dd className={styles.value}>
                {listing.builder_link ? (
                  <a className={styles.link} href={listing.builder_link} target="_blank" rel="noopener noreferrer">
                    {listing.builder_name}
                    <span className={visuallyHidden}> {messages.newTab()}</span>
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
            {messages.viewOnMap()}
            <span className={visuallyHidden}>{messages.mapOf({ name })}</span>
          </a>
        )}
        <span className={styles.verified}>{messages.verified({ date: verifiedDate(listing.verified_at, format) })}</span>
      </div>
    </article>
  );
}
