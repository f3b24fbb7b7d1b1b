import { HouseCalculator } from '@nirmaan/widgets';

export function HouseCalculatorPage() {
  return (
    <>
      <title>House Construction Calculator — Nirmaan</title>
      <meta name="description" content="Estimate the built-up area, materials and construction cost of a house from its plot, floors, rooms and finish." />
      <HouseCalculator headingLevel={1} />
    </>
  );
}
