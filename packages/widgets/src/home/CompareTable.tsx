import { formatPrice, plural, productTitle, siteUrl, type Product } from '@nirmaan/core';
import { Link, ProductPhoto } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import * as styles from './home.css.ts';

const FIXED_ROWS: ReadonlyArray<{ label: string; value: (product: Product) => ReactNode }> = [
  { label: 'Category', value: (product) => product.category ?? '—' },
  { label: 'Brand', value: (product) => product.brand ?? '—' },
  { label: 'Lowest price', value: (product) => (product.min_price === null ? 'No suppliers yet' : `${formatPrice(product.min_price)} / ${product.unit}`) },
  { label: 'Suppliers', value: (product) => plural(product.listing_count, 'supplier') },
  { label: 'SKU', value: (product) => product.master_sku },
];

/** The products side by side, one column each. */
export function CompareTable({ products, specificationNames }: { products: readonly Product[]; specificationNames: readonly string[] }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.compareTable}>
        <caption className={styles.caption}>Comparison of {plural(products.length, 'product')}</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.id} scope="col">
                {/* The name follows: the photo is not read out again in the column's header. */}
                <span aria-hidden="true">
                  <ProductPhoto className={styles.comparePhoto} image={product.images[0]} name={productTitle(product)} sizes="120px" />
                </span>
                {productTitle(product)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FIXED_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {products.map((product) => (
                <td key={product.id}>{row.value(product)}</td>
              ))}
            </tr>
          ))}
          {specificationNames.map((name) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {products.map((product) => (
                <td key={product.id}>{product.specifications[name] ?? '—'}</td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {products.map((product) => (
              <td key={product.id}>
                <Link href={siteUrl(`/products/${product.id}`)} aria-label={`View Prices for ${productTitle(product)}`}>
                  View Prices
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
