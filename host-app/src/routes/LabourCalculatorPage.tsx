import { LabourCalculator } from '@nirmaan/widgets';

export function LabourCalculatorPage() {
  return (
    <>
      <title>Labour Force Calculator — Nirmaan</title>
      <meta name="description" content="Estimate the crew size, mandays and labour cost for masonry, concreting, plastering, painting and more." />
      <LabourCalculator headingLevel={1} />
    </>
  );
}
