import { addToComparison, COMPARE_LIMIT, catalogueApi, comparedSpecificationNames, type Product } from '@nirmaan/core';
import { Alert, Button, Dialog } from '@nirmaan/ui';
import { useState } from 'react';
import { CompareTable } from './CompareTable.tsx';
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
  const [message, setMessage] = useState<string | null>(null);

  const add = (product: Product) => {
    const outcome = addToComparison(products, product);
    setProducts(outcome.products);
    setMessage(outcome.ok ? null : outcome.message);
  };
  const remove = (id: number) => {
    setProducts((current) => current.filter((product) => product.id !== id));
    setMessage(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Compare Products"
      description={`Choose up to ${COMPARE_LIMIT} products to see their prices and specifications side by side.`}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <div className={styles.section}>
        <ProductPicker api={catalogueApi} onPick={add} disabled={products.length >= COMPARE_LIMIT} />
        {message && <Alert tone="warning">{message}</Alert>}
        {products.length > 0 && (
          <ul className={styles.chosenList} aria-label="Products in the comparison">
            {products.map((product) => (
              <li key={product.id} className={styles.chosen}>
                {product.display_name ?? product.name}
                <Button size="small" variant="ghost" aria-label={`Remove ${product.display_name ?? product.name}`} onClick={() => remove(product.id)}>
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
