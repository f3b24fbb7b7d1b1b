import { formatNumber, type AdminCategory } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
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

const products = (count: number) => `${formatNumber(count)} ${count === 1 ? 'product' : 'products'}`;

/** One category of the tree: its name, how many products it holds, Edit (rename, move), Add sub-category and Delete; its sub-categories below. */
export function CategoryTreeItem({ category, onEdit, onDelete, onAddChild, children }: CategoryTreeItemProps) {
  const headingId = `catalogue-category-${category.id}`;
  const counted =
    category.child_count > 0
      ? `${products(category.total_product_count)} with its ${formatNumber(category.child_count)} ${category.child_count === 1 ? 'sub-category' : 'sub-categories'}`
      : products(category.product_count);
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
          <Button variant="secondary" size="small" aria-haspopup="dialog" aria-label={`Edit ${category.name}`} onClick={() => onEdit(category)}>
            Edit
          </Button>
          {onAddChild && (
            <Button
              variant="secondary"
              size="small"
              aria-haspopup="dialog"
              aria-label={`Add sub-category to ${category.name}`}
              onClick={() => onAddChild(category)}
            >
              Add sub-category
            </Button>
          )}
          <Button variant="danger" size="small" aria-haspopup="dialog" aria-label={`Delete ${category.name}`} onClick={() => onDelete(category)}>
            Delete
          </Button>
        </span>
      </div>
      {children}
    </li>
  );
}
