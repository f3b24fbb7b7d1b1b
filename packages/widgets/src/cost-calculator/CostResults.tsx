import type { CostAdditionalItem } from '@nirmaan/calculators';
import { COST_CONTINGENCY_RATE, COST_QUALITIES, COST_SUPERVISION_RATE } from '@nirmaan/calculators';
import { formatNumber, formatRupees } from '@nirmaan/core';
import { Table, type TableColumn } from '@nirmaan/ui';
import type { Ref } from 'react';
import { useId } from 'react';
import * as styles from '../calculator-shared/calculator.css.ts';
import { FigureGroup } from '../calculator-shared/FigureGroup.tsx';
import type { CostCalculatedDetail } from './costForm.ts';

export interface CostResultsProps {
  detail: CostCalculatedDetail | null;
  /** The heading receives focus after a calculation, so keyboard and screen-reader users land on the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3;
}

type AdditionalRow = Pick<CostAdditionalItem, 'label' | 'amount'>;

const ADDITIONAL_COLUMNS: readonly TableColumn<AdditionalRow>[] = [
  { key: 'label', header: 'Item', rowHeader: true },
  { key: 'amount', header: 'Amount', align: 'end', render: (row) => <span className={styles.number}>{formatRupees(row.amount)}</span> },
];

const percent = (rate: number) => `${formatNumber(rate * 100)}%`;

/** The estimate of the last calculation; nothing but a hint until Calculate is pressed (spec). */
export function CostResults({ detail, headingRef, headingLevel }: CostResultsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        Estimated construction cost
      </Heading>
      {detail ? (
        <ResultFigures detail={detail} groupLevel={headingLevel === 2 ? 3 : 4} />
      ) : (
        <p className={styles.placeholder}>Enter the plot size and built-up area, or pick a preset, and press Calculate to see the estimate.</p>
      )}
    </section>
  );
}

function ResultFigures({ detail: { input, result }, groupLevel }: { detail: CostCalculatedDetail; groupLevel: 3 | 4 }) {
  const GroupHeading = `h${groupLevel}` as const;
  const rows: AdditionalRow[] = [...result.additionalCosts, { label: 'Total additional costs', amount: result.additionalCostsTotal }];
  return (
    <>
      <FigureGroup
        title="Construction"
        headingLevel={groupLevel}
        rows={[
          ['Built-up area', `${formatNumber(result.builtUpAreaSqft)} sq ft`],
          ['Floors', result.floorsLabel],
          [`Rate (${COST_QUALITIES[input.quality].label})`, `${formatRupees(result.ratePerSqft)}/sq ft`],
          ['Basic cost', formatRupees(result.basicCost)],
          [`Supervision (${percent(COST_SUPERVISION_RATE)})`, formatRupees(result.supervisionCost)],
          [`Contingency (${percent(COST_CONTINGENCY_RATE)})`, formatRupees(result.contingencyCost)],
          ['Construction cost', formatRupees(result.constructionCost)],
        ]}
      />
      <div className={styles.figureGroup}>
        <GroupHeading className={styles.groupTitle}>Additional costs</GroupHeading>
        <Table caption="Additional costs" hideCaption columns={ADDITIONAL_COLUMNS} rows={rows} rowKey={(row) => row.label} />
      </div>
      <FigureGroup
        title="Total"
        headingLevel={groupLevel}
        rows={[
          ['Construction cost', formatRupees(result.constructionCost)],
          ['Additional costs', formatRupees(result.additionalCostsTotal)],
          ['Grand total', formatRupees(result.grandTotal), true],
        ]}
      />
    </>
  );
}
