import { $categories, plural, productsPath, siteUrl, topLevelCategories } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Link, Spinner } from '@nirmaan/ui';
import * as styles from './home.css.ts';

/** Every top-level category with its product count, linking to the filtered products page. */
export function CategoryGrid() {
  const { status, value } = useStore($categories);
  const categories = topLevelCategories(value ?? []);
  if (status === 'loading' && categories.length === 0) return <Spinner label="Loading categories" />;
  if (categories.length === 0) return null;
  return (
    <ul className={styles.categoryGrid}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link className={styles.categoryLink} href={siteUrl(productsPath({ category_id: category.id }))}>
            {category.name}
            <span className={styles.categoryCount}>{plural(category.product_count, 'product')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
