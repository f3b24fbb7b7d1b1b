import { localeFormat, type AdminCategory } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';
import * as catalogueStyles from './catalogue.css.ts';

export interface CategoryTreeItemProps {
  category: AdminCategory;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
  /** Only top-level categories take sub-categories. */
  onAddChild?: (category: AdminCategory) => void;
  /** Its sub-categories' items. */
  children?: ReactNode;
}

/** One category of the tree: its name, how many products it holds, Edit (rename, move), Add sub-category and Delete; its sub-categories below. */
export function CategoryTreeItem({ category, onEdit, onDelete, onAddChild, children }: CategoryTreeItemProps) {
  const headingId = `catalogue-category-${category.id}`;
  const { messages, locale } = useMessages(catalogueTabCatalogue);
  const format = localeFormat(locale);
  const counted =
    category.child_count > 0
      ? messages['categories.countWithChildren']({
          products: category.total_product_count,
          productsText: format.number(category.total_product_count),
          children: category.child_count,
          childrenText: format.number(category.child_count),
        })
      : messages['categories.count']({ products: category.product_count, productsText: format.number(category.product_count) });
  return (
    <li aria-labelledby={headingId}>
      <div className={catalogueStyles.node}>
        <div>
          <h4 id={headingId} className={catalogueStyles.nodeName}>
            {category.name}
          </h4>
          <p className={styles.muted}>{counted}</p>
        </div>
        <span className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-haspopup="dialog"
            aria-label={messages['products.editLabel']({ name: category.name })}
            onClick={() => onEdit(category)}
          >
            {messages['products.edit']()}
          </Button>
          {onAddChild && (
            <Button
              variant="secondary"
              size="small"
              aria-haspopup="dialog"
              aria-label={messages['categories.addChildLabel']({ name: category.name })}
              onClick={() => onAddChild(category)}
            >
              {messages['categories.addChild']()}
            </Button>
          )}
          <Button
            variant="danger"
            size="small"
            aria-haspopup="dialog"
            aria-label={messages['products.deleteLabel']({ name: category.name })}
            onClick={() => onDelete(category)}
          >
            {messages['products.delete']()}
          </Button>
        </span>
      </div>
      {children}
    </li>
  );
}
