import { ProductDetail } from '@nirmaan/widgets';
import { usePageParam } from '../../pageHooks.ts';
import { NotFoundPage } from '../NotFoundPage.tsx';

/** /products/{id}: a product with its supplier listings. */
export function ProductPage() {
  const id = Number(usePageParam('productId'));
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <ProductDetail key={id} productId={id} />;
}
