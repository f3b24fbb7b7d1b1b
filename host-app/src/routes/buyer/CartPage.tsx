import { Cart } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

export function CartPage() {
  return (
    <>
      <PageHead page="cart" />
      <Cart />
    </>
  );
}
