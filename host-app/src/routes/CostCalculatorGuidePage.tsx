import { ConstructionCostGuide } from '@nirmaan/widgets';

export function CostCalculatorGuidePage() {
  return (
    <>
      <title>Construction Cost Calculator — Nirmaan</title>
      <meta
        name="description"
        content="Estimate the cost of building a house: rate per sq ft by quality, supervision, contingency and the fixed additional costs."
      />
      <ConstructionCostGuide />
    </>
  );
}
