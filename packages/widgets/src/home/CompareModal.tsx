import { addToComparison, COMPARE_LIMIT, catalogueApi, comparedSpecificationNames, type Product } from '@nirmaan/core';
import { Alert, Button, Dialog } from '@nirmaan/ui';
import { useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { CompareTable } from './CompareTable.tsx';
import { homeCatalogue } from './homeMessages.ts';
import { ProductPicker } from './ProductPicker.tsx';
import * as styles from './home.css.ts';

export interface CompareModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Products to start with, e.g. the home page's first two. */
  initialProducts?: Product[];
}

/** Compare up to 4 real products side by side: lowest price, suppliers, unit and specifications. */
export function CompareModal({ open, onOpenChange, initialProducts = [] }: CompareModalProps) {
  const [products, setProducts] = useState<Product[]>(initialProducts.slice(0, COMPARE_LIMIT));
  const [refused, setRefused] = useState<'full' | 'already' | null>(null);
  const { messages, locale } = useMessages(homeCatalogue);

  const add = (product: Product) => {
    const outcome = addToComparison(products, product);
    setProducts(outcome.products);
    setRefused(outcome.ok ? null : outcome.reason);
  };
  const remove = (id: number) => {
    setProducts((current) => current.filter((product) => product.id !== id));
    setRefused(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      lang={locale}
      title={messages['compare.title']()}
      description={messages['compare.description']({ limit: COMPARE_LIMIT })}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {messages['compare.close']()}
        </Button>
      }
    >
      <div className={styles.section}>
        <ProductPicker api={catalogueApi} onPick={add} disabled={products.length >= COMPARE_LIMIT} />
        {refused && <Alert tone="warning">{refused === 'full' ? messages['compare.full']({ limit: COMPARE_LIMIT }) : messages['compare.already']()}</Alert>}
        {products.length > 0 && (
          <ul className={styles.chosenList} aria-label={messages['compare.chosen']()}>
            {products.map((product) => (
              <li key={product.id} className={styles.chosen}>
                {product.display_name ?? product.name}
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={messages['compare.remove']({ name: product.display_name ?? product.name })}
                  onClick={() => remove(product.id)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
        {products.length > 0 ? <CompareTable products={products} specificationNames={comparedSpecificationNames(products)} /> : null}
      </div>
    </Dialog>
  );
}
