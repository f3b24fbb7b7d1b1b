import { ProductDetail } from '@nirmaan/widgets';
import { useParams } from 'react-router';
import { NotFoundPage } from '../NotFoundPage.tsx';

/** /products/{id}: a product with its supplier listings. */
export function ProductPage() {
  const { productId } = useParams();
  const id = Number(productId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <ProductDetail key={id} productId={id} />;
}
