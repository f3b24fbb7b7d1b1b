import { Checkout } from '@nirmaan/widgets';

export function CheckoutPage() {
  return (
    <>
      <title>Checkout — Nirmaan</title>
      <Checkout />
    </>
  );
}
