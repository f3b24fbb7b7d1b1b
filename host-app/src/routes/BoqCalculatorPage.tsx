import { BoqArticle, BoqCalculator } from '@nirmaan/widgets';
import { PageHead } from '../pageMeta/PageHead.tsx';

export function BoqCalculatorPage() {
  return (
    <>
      <PageHead page="boqCalculator" />
      <BoqCalculator headingLevel={1} />
      <BoqArticle />
    </>
  );
}
