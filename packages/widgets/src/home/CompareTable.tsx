import { localeFormat, productTitle, siteUrl, type LocaleFormat, type Product } from '@nirmaan/core';
import { Link, ProductPhoto } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { homeCatalogue, type HomeMessages } from './homeMessages.ts';
import * as styles from './home.css.ts';

/** The rows every comparison has, before the products' own specifications, in the language shown. */
function fixedRows(messages: HomeMessages, format: LocaleFormat): ReadonlyArray<{ label: string; value: (product: Product) => ReactNode }> {
  return [
    { label: messages['table.category'](), value: (product) => product.category ?? '—' },
    { label: messages['table.brand'](), value: (product) => product.brand ?? '—' },
    {
      label: messages['table.lowestPrice'](),
      value: (product) =>
        product.min_price === null
          ? messages['table.noSuppliers']()
          : messages['table.pricePerUnit']({ price: format.price(product.min_price), unit: product.unit }),
    },
    {
      label: messages['table.suppliersRow'](),
      value: (product) => messages['table.suppliers']({ count: product.listing_count, countText: format.number(product.listing_count) }),
    },
    { label: messages['table.sku'](), value: (product) => product.master_sku },
  ];
}

/** The products side by side, one column each. */
export function CompareTable({ products, specificationNames }: { products: readonly Product[]; specificationNames: readonly string[] }) {
  const { messages, locale } = useMessages(homeCatalogue);
  const format = localeFormat(locale);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.compareTable}>
        <caption className={styles.caption}>{messages['table.caption']({ count: products.length, countText: format.number(products.length) })}</caption>
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
          {fixedRows(messages, format).map((row) => (
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
                <Link href={siteUrl(`/products/${product.id}`)} aria-label={messages['table.viewPricesFor']({ title: productTitle(product) })}>
                  {messages['table.viewPrices']()}
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
