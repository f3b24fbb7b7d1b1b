import { catalogueApi, createProductList, HOME_PRODUCT_COUNT, type Product } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, Spinner } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { ProductCard } from '../catalogue/ProductCard.tsx';
import * as catalogueStyles from '../catalogue/catalogue.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { homeCatalogue } from './homeMessages.ts';

/** The home page's 8 products. Reports them so Compare can start with real products. */
export function FeaturedProducts({ onLoaded }: { onLoaded?: (products: Product[]) => void }) {
  const [list] = useState(() => createProductList(catalogueApi, HOME_PRODUCT_COUNT));
  const state = useStore(list.$state);
  const { messages } = useMessages(homeCatalogue);
  useEffect(() => list.show({}), [list]);
  useEffect(() => {
    if (state.status === 'ready') onLoaded?.(state.items);
  }, [state.status, state.items, onLoaded]);

  if (state.status === 'loading' || state.status === 'idle') return <Spinner label={messages['products.loading']()} />;
  if (state.status === 'failed') {
    return (
      <Alert tone="error" action={<Button onClick={list.retry}>{messages['products.retry']()}</Button>}>
        {messages['products.failed']()}
      </Alert>
    );
  }
  return (
    <ul className={catalogueStyles.grid}>
      {state.items.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
