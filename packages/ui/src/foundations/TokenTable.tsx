import type { ReactNode } from 'react';
import * as styles from './foundations.css.ts';

export interface TokenTableProps {
  /** Names the table for screen readers and is shown above it. */
  caption: string;
  headers: readonly string[];
  /** One array of cells per row; the first cell is the row's header. */
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
}

/** A table of tokens on a foundations page: captioned, its first column the row headers, scrolling sideways on a phone. */
export function TokenTable({ caption, headers, rows }: TokenTableProps) {
  return (
    // A focusable scroll region, so a keyboard user can scroll a wide table on a phone.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={styles.cell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((content, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={styles.cell}>
                    {content}
                  </th>
                ) : (
                  <td key={index} className={styles.cell}>
                    {content}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
