import { catalogueApi, type Product } from '@nirmaan/core';
import { Alert, Spinner } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { productPageCatalogue } from './productPageMessages.ts';
import { ProductCard } from './ProductCard.tsx';

type CardState = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'missing' };

/** A product card for a product id, as a partner page embeds it (<nirmaan-product-card product-id="...">). */
export function ProductCardLoader({ productId, headingLevel = 3 }: { productId: number; headingLevel?: 2 | 3 | 4 }) {
  const [state, setState] = useState<CardState>({ status: 'loading' });
  const { messages, locale } = useMessages(productPageCatalogue);
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

  if (state.status === 'loading')
    return (
      <div lang={locale}>
        <Spinner label={messages['product.loading']()} />
      </div>
    );
  if (state.status === 'missing')
    return (
      <div lang={locale}>
        <Alert tone="warning">{messages['product.notFound']()}</Alert>
      </div>
    );
  return <ProductCard product={state.product} headingLevel={headingLevel} />;
}
