import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './card.css.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  heading?: ReactNode;
  /** Heading level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Shown at the end of the header row, e.g. an "Edit" button. */
  actions?: ReactNode;
  /**
   * `section` makes the card a landmark named by its heading (use for a page's main panels);
   * `article` for self-contained items; `div` (default) for plain boxes.
   */
  as?: 'div' | 'section' | 'article';
}

/** A surface box for a panel of content, with an optional heading. */
export function Card({ heading, headingLevel = 2, actions, as = 'div', className, children, ...rest }: CardProps) {
  const headingId = useId();
  const Element = as;
  const Heading = `h${headingLevel}` as const;
  const labelled = heading !== undefined && as !== 'div' && rest['aria-label'] === undefined && rest['aria-labelledby'] === undefined;
  return (
    <Element className={clsx(styles.card, className)} aria-labelledby={labelled ? headingId : undefined} {...rest}>
      {(heading !== undefined || actions) && (
        <div className={styles.header}>
          {heading !== undefined && (
            <Heading id={headingId} className={styles.heading}>
              {heading}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
    </Element>
  );
}
