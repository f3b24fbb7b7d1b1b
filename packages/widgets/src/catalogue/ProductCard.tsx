import { leadingSpecifications, localeFormat, productTitle, siteUrl, type Product } from '@nirmaan/core';
import { buttonStyles, Link, ProductPhoto } from '@nirmaan/ui';
import { useId } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueCatalogue } from './catalogueMessages.ts';
import * as styles from './catalogue.css.ts';

export interface ProductCardProps {
  product: Product;
  /** Heading level of the product name, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A product in a list: its photo and name, SKU, category, description, first 2 specifications and View Prices (spec storefront §2). */
export function ProductCard({ product, headingLevel = 3 }: ProductCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const title = productTitle(product);
  const specifications = leadingSpecifications(product);
  const { messages, locale } = useMessages(catalogueCatalogue);
  const format = localeFormat(locale);
  return (
    <article className={styles.card} aria-labelledby={titleId} lang={locale}>
      <ProductPhoto className={styles.cardPhoto} image={product.images[0]} name={title} sizes="(min-width: 560px) 320px, 100vw" />
      <Heading id={titleId} className={styles.cardTitle}>
        {title}
      </Heading>
      <div className={styles.cardTop}>
        <span className={styles.sku}>{messages.sku({ sku: product.master_sku })}</span>
        {product.category && <span className={styles.sku}>{product.category}</span>}
      </div>
      <div>
        {product.description && <p className={styles.description}>{product.description}</p>}
        {specifications.length > 0 && (
          <dl className={styles.specList} aria-label={messages.keySpecifications()}>
            {specifications.map(([key, value]) => (
              <div key={key} className={styles.specPair}>
                <dt>{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className={styles.cardFooter}>
        <span>
          {product.min_price !== null ? (
            <>
              <span className={styles.priceFrom}>{messages.from({ price: format.price(product.min_price) })}</span>
              <span className={styles.sku}>
                {' '}
                {messages.perUnit({ unit: product.unit, count: product.listing_count, countText: format.number(product.listing_count) })}
              </span>
            </>
          ) : (
            <span className={styles.sku}>{messages.noSuppliers()}</span>
          )}
        </span>
        <Link
          className={buttonStyles({ variant: 'primary', size: 'small' })}
          href={siteUrl(`/products/${product.id}`)}
          aria-label={messages.viewPricesFor({ title })}
        >
          {messages.viewPrices()}
        </Link>
      </div>
    </article>
  );
}
