import { LabourCalculator } from '@nirmaan/widgets';
import { PageHead } from '../pageMeta/PageHead.tsx';

export function LabourCalculatorPage() {
  return (
    <>
      <PageHead page="labourCalculator" />
      <LabourCalculator headingLevel={1} />
    </>
  );
}
