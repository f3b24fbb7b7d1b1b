import { catalogueApi, createProductOffers, productTitle, siteUrl } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, EmptyState, Link, ProductPhoto, Spinner } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { ProductBreadcrumb } from './ProductBreadcrumb.tsx';
import { productPageCatalogue } from './productPageMessages.ts';
import { ProductOffers } from './ProductOffers.tsx';
import * as styles from './catalogue.css.ts';

export interface ProductDetailProps {
  productId: number;
}

/** The product page (spec storefront §2): breadcrumb, image, details, specifications and the suppliers. */
export function ProductDetail({ productId }: ProductDetailProps) {
  const { messages, locale } = useMessages(productPageCatalogue);
  const [offers] = useState(() => createProductOffers(catalogueApi, productId));
  useEffect(() => offers.start(), [offers]);
  const { product } = useStore(offers.$state);

  if (product.status === 'loading') return <Spinner label={messages['product.loading']()} />;
  if (product.status === 'not-found' || !product.value) {
    if (product.status === 'failed') {
      return (
        <Alert tone="error" action={<Button onClick={offers.retry}>{messages['product.retry']()}</Button>}>
          {messages['product.loadFailed']()}
        </Alert>
      );
    }
    return (
      <>
        <title>{`${messages['product.notFound']()} — Nirmaan`}</title>
        <EmptyState headingLevel={1} title={messages['product.notFound']()} action={<Link href={siteUrl('/products')}>{messages['product.back']()}</Link>} />
      </>
    );
  }

  const value = product.value;
  const title = productTitle(value);
  return (
    <article className={styles.root} aria-labelledby="product-title" lang={locale}>
      <title>{`${title} — Nirmaan`}</title>
      <ProductBreadcrumb product={value} title={title} />
      {/* Phone first: the title, then the suppliers and their landed prices, then the picture, the
          description and specifications. A wide screen puts picture and facts side by side above the suppliers. */}
      <div className={styles.detail}>
        <div className={styles.heading}>
          <h1 id="product-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.sku}>
            {messages['product.sku']({ sku: value.master_sku })}
            {value.category && ` · ${value.category}`}
            {value.brand && ` · ${value.brand}`}
          </p>
        </div>
        <div className={styles.offersArea}>
          <ProductOffers productId={productId} offers={offers} />
        </div>
        <div className={styles.imageBox}>
          <ProductPhoto className={styles.image} image={value.images[0]} name={title} sizes="(min-width: 860px) 45vw, 100vw" eager />
        </div>
        <div className={styles.facts}>
          {value.description && <p>{value.description}</p>}
          {Object.keys(value.specifications).length > 0 && (
            <table className={styles.specTable}>
              <caption className={styles.specCaption}>{messages['product.specifications']()}</caption>
              <tbody>
                {Object.entries(value.specifications).map(([key, text]) => (
                  <tr key={key}>
                    <th scope="row">{key}</th>
                    <td>{text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </article>
  );
}
