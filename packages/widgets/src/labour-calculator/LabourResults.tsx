import type { LabourResult } from '@nirmaan/calculators';
import { formatNumber, formatRupees, plural } from '@nirmaan/core';
import type { Ref } from 'react';
import { useId } from 'react';
import * as styles from '../calculator-shared/calculator.css.ts';

export interface LabourResultsProps {
  result: LabourResult | null;
  /** The heading receives focus after a calculation, so keyboard and screen-reader users land on the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function LabourResults({ result, headingRef }: LabourResultsProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        Estimated crew and cost
      </h3>
      {result ? <ResultFigures result={result} /> : <p className={styles.placeholder}>Enter the work and press Calculate to see the crew, time and cost.</p>}
    </section>
  );
}

function ResultFigures({ result }: { result: LabourResult }) {
  const { crew } = result;
  return (
    <>
      <FigureGroup
        title="Crew size"
        rows={[
          ['Skilled workers', formatNumber(crew.skilled)],
          ['Semi-skilled workers', formatNumber(crew.semiSkilled)],
          ['Helpers', formatNumber(crew.helpers)],
          ['Total crew', plural(crew.headcount, 'person', 'people')],
        ]}
      />
      <FigureGroup
        title="Time"
        rows={[
          ['Duration', plural(result.days, 'day')],
          ['Mandays', formatNumber(result.mandays)],
        ]}
      />
      <FigureGroup
        title="Cost"
        rows={[
          ['Daily labour cost', formatRupees(result.dailyCost)],
          [`Cost per ${result.unit}`, formatRupees(result.costPerUnit, { paise: true })],
          ['Total labour cost', formatRupees(result.totalCost), true],
        ]}
      />
      <div className={styles.figureGroup}>
        <h4 className={styles.groupTitle}>Notes</h4>
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

function FigureGroup({ title, rows }: { title: string; rows: readonly FigureRow[] }) {
  return (
    <div className={styles.figureGroup}>
      <h4 className={styles.groupTitle}>{title}</h4>
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
