import { BoqArticle, BoqCalculator } from '@nirmaan/widgets';

export function BoqCalculatorPage() {
  return (
    <>
      <title>BOQ Calculator — Nirmaan</title>
      <meta
        name="description"
        content="A bill of quantities for your house: cement, steel, sand, masonry, doors, windows, plumbing and electrical points, and the cost."
      />
      <BoqCalculator headingLevel={1} />
      <BoqArticle />
    </>
  );
}
