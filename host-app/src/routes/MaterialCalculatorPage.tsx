import { MaterialCalculator } from '@nirmaan/widgets';
import { PageHead } from '../pageMeta/PageHead.tsx';

export function MaterialCalculatorPage() {
  return (
    <>
      <PageHead page="materialCalculator" />
      <MaterialCalculator headingLevel={1} />
    </>
  );
}
