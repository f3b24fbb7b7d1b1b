import { ConstructionCostGuide } from '@nirmaan/widgets';
import { PageHead } from '../pageMeta/PageHead.tsx';

export function CostCalculatorGuidePage() {
  return (
    <>
      <PageHead page="costCalculatorGuide" />
      <ConstructionCostGuide />
    </>
  );
}
