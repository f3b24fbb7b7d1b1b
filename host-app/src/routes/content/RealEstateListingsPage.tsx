import { RealEstateListings } from '@nirmaan/widgets';

/** /real-estate/listings: the sites and projects the team verified (pending and rejected ones are never shown). */
export function RealEstateListingsPage() {
  return (
    <>
      <title>Verified Real-estate Listings — Nirmaan</title>
      <meta name="description" content="Sites and projects in Bangalore, Chennai and Coimbatore, verified by the Nirmaan team." />
      <RealEstateListings headingLevel={1} />
    </>
  );
}
