import clsx from 'clsx';
import * as styles from './calculator.css.ts';

/** One figure of a results panel: its label, the formatted value and whether it is a total. */
export type FigureRow = readonly [label: string, value: string, emphasised?: boolean];

export interface FigureGroupProps {
  title: string;
  rows: readonly FigureRow[];
  /** Level of the group's heading, one below the results panel's heading. */
  headingLevel: 3 | 4 | 5;
}

/** A titled list of label/value pairs (a description list) in a results panel. */
export function FigureGroup({ title, rows, headingLevel }: FigureGroupProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.figureGroup}>
      <Heading className={styles.groupTitle}>{title}</Heading>
      <dl className={styles.figures}>
        {rows.map(([label, value, emphasised]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={clsx(styles.figureLabel, emphasised && styles.total)}>{label}</dt>
            <dd className={clsx(styles.figureValue, emphasised && styles.total)}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
