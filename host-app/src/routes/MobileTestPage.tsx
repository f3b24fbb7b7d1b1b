import { MobileTest } from '@nirmaan/widgets';
import { PageHead } from '../pageMeta/PageHead.tsx';

export function MobileTestPage() {
  return (
    <>
      <PageHead page="mobileTest" />
      <MobileTest headingLevel={1} />
    </>
  );
}
