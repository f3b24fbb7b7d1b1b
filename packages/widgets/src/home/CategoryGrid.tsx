import { $categories, localeFormat, productsPath, siteUrl, topLevelCategories } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Button, Link, Spinner } from '@nirmaan/ui';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { homeCatalogue } from './homeMessages.ts';
import * as styles from './home.css.ts';

/** How many categories a small phone shows before "Show all": two columns of four rows, one screen. */
export const CATEGORIES_ON_A_PHONE = 8;

/**
 * Every top-level category with its product count, linking to the filtered products page. On a
 * small phone the first eight, then "Show all N categories" (nineteen in one column were a
 * 1,500 px list); wider screens show them all.
 */
export function CategoryGrid() {
  const { status, value } = useStore($categories);
  const categories = topLevelCategories(value ?? []);
  const [showAll, setShowAll] = useState(false);
  const { messages, locale } = useMessages(homeCatalogue);
  const format = localeFormat(locale);
  const firstShown = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (showAll) firstShown.current?.focus();
  }, [showAll]);
  if (status === 'loading' && categories.length === 0) return <Spinner label={messages['categories.loading']()} />;
  if (categories.length === 0) return null;
  const folded = !showAll && categories.length > CATEGORIES_ON_A_PHONE;
  return (
    <>
      <ul className={folded ? styles.categoryGridFolded : styles.categoryGrid}>
        {categories.map((category, index) => (
          <li key={category.id}>
            <Link
              ref={index === CATEGORIES_ON_A_PHONE ? firstShown : undefined}
              className={styles.categoryLink}
              href={siteUrl(productsPath({ category_id: category.id }))}
            >
              {category.name}
              <span className={styles.categoryCount}>
                {messages['categories.count']({ count: category.product_count, countText: format.number(category.product_count) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {folded && (
        <Button variant="secondary" className={styles.phoneOnly} onClick={() => setShowAll(true)}>
          {messages['categories.showAll']({ countText: format.number(categories.length) })}
        </Button>
      )}
    </>
  );
}
