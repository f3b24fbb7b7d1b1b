import { AffiliateList } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

/** /affiliates: partner tools and guides, each opening in a new tab. */
export function AffiliatesPage() {
  return (
    <>
      <PageHead page="affiliates" />
      <AffiliateList headingLevel={1} />
    </>
  );
}
