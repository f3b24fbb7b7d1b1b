import { HouseCalculator } from '@nirmaan/widgets';
import { PageHead } from '../pageMeta/PageHead.tsx';

export function HouseCalculatorPage() {
  return (
    <>
      <PageHead page="houseCalculator" />
      <HouseCalculator headingLevel={1} />
    </>
  );
}
