import { Cart } from '@nirmaan/widgets';

export function CartPage() {
  return (
    <>
      <title>Shopping Cart — Nirmaan</title>
      <Cart />
    </>
  );
}
