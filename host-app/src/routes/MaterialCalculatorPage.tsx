import { MaterialCalculator } from '@nirmaan/widgets';

export function MaterialCalculatorPage() {
  return (
    <>
      <title>Material Calculator — Nirmaan</title>
      <meta name="description" content="Work out the cement, sand, aggregate, bricks, steel and paint for concrete, brickwork, steel, plaster and paint." />
      <MaterialCalculator headingLevel={1} />
    </>
  );
}
