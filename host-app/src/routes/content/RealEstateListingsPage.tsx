import { RealEstateListings } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

/** /real-estate/listings: the sites and projects the team verified (pending and rejected ones are never shown). */
export function RealEstateListingsPage() {
  return (
    <>
      <PageHead page="realEstateListings" />
      <RealEstateListings headingLevel={1} />
    </>
  );
}
