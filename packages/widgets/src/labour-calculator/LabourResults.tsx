import type { LabourResult } from '@nirmaan/calculators';
import { formatNumber, formatRupees, plural } from '@nirmaan/core';
import type { Ref } from 'react';
import { useId } from 'react';
import * as styles from '../calculator-shared/calculator.css.ts';

export interface LabourResultsProps {
  result: LabourResult | null;
  /** The heading receives focus after a calculation, so keyboard and screen-reader users land on the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** One below the calculator's title, so headings do not skip a level; the figure groups go one lower. */
  headingLevel?: 2 | 3;
}

export function LabourResults({ result, headingRef, headingLevel = 3 }: LabourResultsProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        Estimated crew and cost
      </Heading>
      {result ? (
        <ResultFigures result={result} groupHeading={headingLevel === 2 ? 'h3' : 'h4'} />
      ) : (
        <p className={styles.placeholder}>Enter the work and press Calculate to see the crew, time and cost.</p>
      )}
    </section>
  );
}

type GroupHeading = 'h3' | 'h4';

function ResultFigures({ result, groupHeading: GroupTitle }: { result: LabourResult; groupHeading: GroupHeading }) {
  const { crew } = result;
  return (
    <>
      <FigureGroup
        heading={GroupTitle}
        title="Crew size"
        rows={[
          ['Skilled workers', formatNumber(crew.skilled)],
          ['Semi-skilled workers', formatNumber(crew.semiSkilled)],
          ['Helpers', formatNumber(crew.helpers)],
          ['Total crew', plural(crew.headcount, 'person', 'people')],
        ]}
      />
      <FigureGroup
        heading={GroupTitle}
        title="Time"
        rows={[
          ['Duration', plural(result.days, 'day')],
          ['Mandays', formatNumber(result.mandays)],
        ]}
      />
      <FigureGroup
        heading={GroupTitle}
        title="Cost"
        rows={[
          ['Daily labour cost', formatRupees(result.dailyCost)],
          [`Cost per ${result.unit}`, formatRupees(result.costPerUnit, { paise: true })],
          ['Total labour cost', formatRupees(result.totalCost), true],
        ]}
      />
      <div className={styles.figureGroup}>
        <GroupTitle className={styles.groupTitle}>Notes</GroupTitle>
        <ul className={styles.notes}>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </>
  );
}

type FigureRow = readonly [label: string, value: string, emphasised?: boolean];

function FigureGroup({ heading: Heading, title, rows }: { heading: GroupHeading; title: string; rows: readonly FigureRow[] }) {
  return (
    <div className={styles.figureGroup}>
      <Heading className={styles.groupTitle}>{title}</Heading>
      <dl className={styles.figures}>
        {rows.map(([label, value, emphasised]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={emphasised ? `${styles.figureLabel} ${styles.total}` : styles.figureLabel}>{label}</dt>
            <dd className={emphasised ? `${styles.figureValue} ${styles.total}` : styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
