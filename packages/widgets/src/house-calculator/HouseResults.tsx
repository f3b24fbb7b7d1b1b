import { formatNumber, formatPrice, formatRupees, needsFromHouseResult, plural } from '@nirmaan/core';
import { Table, type TableColumn } from '@nirmaan/ui';
import type { Ref } from 'react';
import { useId } from 'react';
import * as styles from '../calculator-shared/calculator.css.ts';
import { FigureGroup } from '../calculator-shared/FigureGroup.tsx';
import { DeferredMaterialsToBuy } from '../calculator-shared/DeferredMaterialsToBuy.tsx';
import { finishLabel, houseMaterialRows, type HouseCalculatedDetail, type HouseMaterialRow } from './houseForm.ts';

export interface HouseResultsProps {
  detail: HouseCalculatedDetail | null;
  /** The heading receives focus after a calculation, so keyboard and screen-reader users land on the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3;
}

const COLUMNS: readonly TableColumn<HouseMaterialRow>[] = [
  { key: 'material', header: 'Material', rowHeader: true },
  { key: 'quantity', header: 'Quantity', align: 'end', render: (row) => <span className={styles.number}>{row.quantity}</span> },
  { key: 'unit', header: 'Unit' },
];

/** Built-up area, the materials it needs and the cost breakdown of the last calculation. */
export function HouseResults({ detail, headingRef, headingLevel }: HouseResultsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        Estimated area, materials and cost
      </Heading>
      {detail ? (
        <ResultFigures detail={detail} groupLevel={headingLevel === 2 ? 3 : 4} />
      ) : (
        <p className={styles.placeholder}>Enter the plot and the house you want and press Calculate to see the built-up area, materials and cost.</p>
      )}
    </section>
  );
}

function ResultFigures({ detail: { input, result }, groupLevel }: { detail: HouseCalculatedDetail; groupLevel: 3 | 4 }) {
  const GroupHeading = `h${groupLevel}` as const;
  return (
    <>
      <FigureGroup
        title="Area"
        headingLevel={groupLevel}
        rows={[
          ['Plot area', `${formatNumber(result.plotAreaSqft)} sq ft`],
          ['Floors', formatNumber(input.floors)],
          ['Efficiency', `${formatNumber(result.efficiency * 100)}%`],
          ['Built-up area', `${formatNumber(result.builtUpAreaSqft)} sq ft`, true],
          ['Rooms', `${plural(result.bedrooms, 'bedroom')}, ${plural(result.toilets, 'toilet')}, ${plural(result.kitchens, 'kitchen')}`],
        ]}
      />
      <div className={styles.figureGroup}>
        <GroupHeading className={styles.groupTitle}>Materials</GroupHeading>
        <Table caption="Materials for the built-up area" hideCaption columns={COLUMNS} rows={houseMaterialRows(result)} rowKey={(row) => row.material} />
      </div>
      <FigureGroup
        title="Cost"
        headingLevel={groupLevel}
        rows={[
          [`Base rate (${finishLabel(input.finish)})`, `${formatRupees(result.baseRatePerSqft)}/sq ft`],
          ['Options', `+${formatNumber(result.surchargeRate * 100)}%`],
          ['Cost per sq ft', formatPrice(result.costPerSqft)],
          ['Estimated cost', formatRupees(result.estimatedCost), true],
        ]}
      />
      <div className={styles.figureGroup}>
        <GroupHeading className={styles.groupTitle}>Notes</GroupHeading>
        <ul className={styles.notes}>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
      <DeferredMaterialsToBuy needs={needsFromHouseResult(result)} source="House Construction Calculator" headingLevel={groupLevel} />
    </>
  );
}
