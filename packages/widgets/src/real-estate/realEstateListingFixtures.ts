import { ApiError, type RealEstateApi, type RealEstateListing } from '@nirmaan/core';

/** Verified listings for stories and tests. */
export const SAMPLE_LISTINGS: RealEstateListing[] = [
  {
    id: 11,
    project_name: 'Green Meadows Phase 2',
    location: 'Sarjapur Road, Bangalore',
    site_number: '42',
    site_size: '30x40 ft',
    latitude: 12.9,
    longitude: 77.7,
    builder_name: 'Meadow Builders',
    builder_link: 'https://meadow-builders.in/',
    has_image: false,
    verified_at: '2026-11-21T09:00:00Z',
  },
  {
    id: 12,
    project_name: null,
    location: 'Saravanampatti, Coimbatore',
    site_number: null,
    site_size: '2400 sq ft',
    latitude: null,
    longitude: null,
    builder_name: null,
    builder_link: null,
    has_image: false,
    verified_at: '2026-11-19T09:00:00Z',
  },
];

/**
 * A listings API answering `listings` after `delay` ms; 'loading' never answers, 'failing' fails.
 * The answer is read from JSON as the real client reads it, so a page's checks know its words as
 * data (the language stories let seller-entered names stand in any script).
 */
const asJsonAnswer = (listings: RealEstateListing[]): Promise<RealEstateListing[]> =>
  new Response(JSON.stringify(listings), { headers: { 'content-type': 'application/json' } }).json() as Promise<RealEstateListing[]>;

export function fakeListingsApi({
  listings = SAMPLE_LISTINGS,
  mode = 'ready',
  delay = 0,
}: { listings?: RealEstateListing[]; mode?: 'ready' | 'loading' | 'failing'; delay?: number } = {}): Pick<RealEstateApi, 'listListings'> {
  return {
    listListings: () =>
      new Promise((resolve, reject) => {
        if (mode === 'loading') return;
        setTimeout(() => (mode === 'failing' ? reject(new ApiError({ status: 500 })) : resolve(asJsonAnswer(listings))), delay);
      }),
  };
}
