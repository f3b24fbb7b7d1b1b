import { LocationSetup } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

export function LocationSetupPage() {
  return (
    <>
      <PageHead page="locationSetup" />
      <LocationSetup />
    </>
  );
}
