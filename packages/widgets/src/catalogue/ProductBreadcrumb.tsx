import { productsPath, siteUrl, type Product } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import * as styles from './catalogue.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { productPageCatalogue } from './productPageMessages.ts';

/** Home / Products / category path / product. */
export function ProductBreadcrumb({ product, title }: { product: Product; title: string }) {
  const { messages } = useMessages(productPageCatalogue);
  return (
    <nav aria-label={messages['breadcrumb.label']()} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href={siteUrl('/')}>{messages['breadcrumb.home']()}</Link>
        </li>
        <li>
          <Link href={siteUrl('/products')}>{messages['breadcrumb.products']()}</Link>
        </li>
        {product.parent_category && (
          <li>
            <Link href={siteUrl(productsPath({ category_id: product.parent_category.id }))}>{product.parent_category.name}</Link>
          </li>
        )}
        {product.category && (
          <li>
            <Link href={siteUrl(productsPath({ category_id: product.category_id }))}>{product.category}</Link>
          </li>
        )}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
