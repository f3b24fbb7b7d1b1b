import clsx from 'clsx';
import type { Key, ReactNode } from 'react';
import { visuallyHidden } from '../theme/a11y.css.ts';
import * as styles from './table.css.ts';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** `end` for numbers and money. */
  align?: 'start' | 'center' | 'end';
  /** The cell's content; `row[key]` as text when omitted. */
  render?: (row: Row) => ReactNode;
  /**
   * Marks this column's cells as the row's header (<th scope="row">), e.g. the order number. As the
   * first column it stays in view while the table scrolls sideways.
   */
  rowHeader?: boolean;
  /**
   * Left out on a small phone (below 480 px), so that the key figures stand beside the first column
   * instead of off the screen's edge: only for a column whose content is shown elsewhere (a filter).
   */
  hideOnPhone?: boolean;
}

export interface TableProps<Row> {
  /** Names the table and its scroll region for screen readers. */
  caption: string;
  /** Hide the caption visually (it is still read out). */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown in the table body when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  return typeof value === 'string' || typeof value === 'number' ? value : String(value);
}

/**
 * A data table in a keyboard-focusable region that scrolls sideways on narrow screens, so wide
 * tables never break a mobile layout; a first column of row headers stays in view meanwhile.
 */
export function Table<Row>({ caption, hideCaption = false, columns, rows, rowKey, empty = 'Nothing to show yet.', className }: TableProps<Row>) {
  const stickyFirst = columns[0]?.rowHeader === true;
  const sticky = (index: number) => stickyFirst && index === 0 && styles.stickyStart;
  const phone = (column: TableColumn<Row>) => column.hideOnPhone && styles.hiddenOnPhone;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div className={clsx(styles.scroller, stickyFirst && styles.stickyScroller, className)} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.key} scope="col" className={clsx(styles.headerCell, styles.align[column.align ?? 'start'], sticky(index), phone(column))}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className={styles.emptyCell} colSpan={Math.max(columns.length, 1)}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => {
                  const content = column.render ? column.render(row) : defaultCell(row, column.key);
                  const alignClass = styles.align[column.align ?? 'start'];
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={clsx(styles.rowHeaderCell, alignClass, sticky(index))}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={clsx(styles.bodyCell, alignClass, phone(column))}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
