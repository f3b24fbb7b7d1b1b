import { needsFromMaterialResult } from '@nirmaan/core';
import { MATERIAL_CALCULATION_TYPE_OPTIONS } from '@nirmaan/calculators';
import { Table, type TableColumn } from '@nirmaan/ui';
import type { Ref } from 'react';
import { useId } from 'react';
import * as styles from '../calculator-shared/calculator.css.ts';
import { DeferredMaterialsToBuy } from '../calculator-shared/DeferredMaterialsToBuy.tsx';
import { materialResultRows, type MaterialCalculatedDetail, type MaterialResultRow } from './materialForm.ts';

export interface MaterialResultsProps {
  detail: MaterialCalculatedDetail | null;
  /** The heading receives focus after a calculation, so keyboard and screen-reader users land on the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3;
}

const COLUMNS: readonly TableColumn<MaterialResultRow>[] = [
  { key: 'material', header: 'Material', rowHeader: true },
  { key: 'quantity', header: 'Quantity', align: 'end', render: (row) => <span className={styles.number}>{row.quantity}</span> },
  { key: 'unit', header: 'Unit' },
];

/** The quantities of the last calculation, as a table of material, quantity and unit. */
export function MaterialResults({ detail, headingRef, headingLevel }: MaterialResultsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const typeLabel = detail ? MATERIAL_CALCULATION_TYPE_OPTIONS.find((option) => option.id === detail.result.type)?.label : undefined;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        Estimated materials
      </Heading>
      {detail ? (
        <>
          <Table
            caption={`${typeLabel ?? 'Material'} quantities`}
            hideCaption
            columns={COLUMNS}
            rows={materialResultRows(detail.result)}
            rowKey={(row) => row.material}
          />
          <ul className={styles.notes}>
            {detail.result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <DeferredMaterialsToBuy
            needs={needsFromMaterialResult(detail.input, detail.result)}
            source="Material Calculator"
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
        </>
      ) : (
        <p className={styles.placeholder}>Enter the dimensions and press Calculate to see the quantities you need.</p>
      )}
    </section>
  );
}
