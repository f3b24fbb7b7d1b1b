import { BuyerRfqs } from '@nirmaan/widgets';

export function RfqsPage() {
  return (
    <>
      <title>My quote requests — Nirmaan</title>
      <BuyerRfqs />
    </>
  );
}
