import { catalogueApi, CATALOGUE_MESSAGES, type Product } from '@nirmaan/core';
import { Alert, Spinner } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { ProductCard } from './ProductCard.tsx';

type CardState = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'missing' };

/** A product card for a product id, as a partner page embeds it (<nirmaan-product-card product-id="...">). */
export function ProductCardLoader({ productId, headingLevel = 3 }: { productId: number; headingLevel?: 2 | 3 | 4 }) {
  const [state, setState] = useState<CardState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    catalogueApi.getProduct(productId).then(
      (product) => current && setState({ status: 'ready', product }),
      () => current && setState({ status: 'missing' }),
    );
    return () => {
      current = false;
    };
  }, [productId]);

  if (state.status === 'loading') return <Spinner label="Loading product" />;
  if (state.status === 'missing') return <Alert tone="warning">{CATALOGUE_MESSAGES.productNotFound}</Alert>;
  return <ProductCard product={state.product} headingLevel={headingLevel} />;
}
