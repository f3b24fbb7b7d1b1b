import clsx from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './emptyState.css.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** What to do next, e.g. a "Browse Products" link or button. */
  action?: ReactNode;
  /** A decorative picture above the title (hidden from screen readers). */
  icon?: ReactNode;
  /** Heading level of the title, to fit the page's outline (1 when the state is the whole page, e.g. 'Product not found'). */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** What a list or page shows when it has nothing yet, e.g. "Your cart is empty". */
export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.root, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
