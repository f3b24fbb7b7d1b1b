import { $categories, FOOTER_CATEGORY_COUNT, productsPath, siteUrl, topLevelCategories } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Link } from '@nirmaan/ui';
import { useId } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue } from './shellMessages.ts';
import * as styles from './siteShell.css.ts';

/** The footer's first 5 categories, each linking to /products?category_id={id} (spec storefront §2). */
export function FooterCategories() {
  const { value } = useStore($categories);
  const headingId = useId();
  const { messages } = useMessages(shellCatalogue);
  const categories = topLevelCategories(value ?? []).slice(0, FOOTER_CATEGORY_COUNT);
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.footerHeading}>
        {messages['footer.categories']()}
      </h2>
      <ul className={styles.footerList}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link className={styles.footerLink} href={siteUrl(productsPath({ category_id: category.id }))}>
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link className={styles.footerLink} href={siteUrl('/products')}>
            {messages['footer.allProducts']()}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
