import { RealEstateSubmission } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

/** /real-estate: a visitor lists a site or project; it waits for verification. */
export function RealEstatePage() {
  return (
    <>
      <PageHead page="realEstate" />
      <RealEstateSubmission headingLevel={1} />
    </>
  );
}
