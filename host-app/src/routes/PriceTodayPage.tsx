import { PriceBoard } from '@nirmaan/widgets';

export function PriceTodayPage() {
  return (
    <>
      <title>Price Today — Nirmaan</title>
      <meta
        name="description"
        content="Today's prices of cement, TMT bars, sand and aggregates, ready-mix concrete, bricks and blocks in Bangalore, Chennai and Coimbatore, from our suppliers."
      />
      <PriceBoard headingLevel={1} />
    </>
  );
}
