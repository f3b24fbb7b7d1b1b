import { formatNumber, formatRupees, needsFromBoq } from '@nirmaan/core';
import { Alert, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import type { Ref } from 'react';
import { useId } from 'react';
import { FigureGroup } from '../calculator-shared/FigureGroup.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import { DeferredMaterialsToBuy } from '../calculator-shared/DeferredMaterialsToBuy.tsx';
import { boqMaterialRows, rupeesWithLakh, type BoqCalculatedDetail } from './boqForm.ts';
import { BoqSave } from './BoqSave.tsx';
import type { BoqCalculationState } from './useBoqCalculation.ts';

type MaterialRow = ReturnType<typeof boqMaterialRows>[number];

const COLUMNS: readonly TableColumn<MaterialRow>[] = [
  { key: 'material', header: 'Item', rowHeader: true },
  { key: 'quantity', header: 'Quantity', align: 'end', render: (row) => <span className={styles.number}>{row.quantity}</span> },
  { key: 'unit', header: 'Unit' },
];

export interface BoqResultsProps {
  state: BoqCalculationState;
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3;
}

/** 'Calculating...', the bill of quantities with its cost, or why it failed; and Save BOQ. */
export function BoqResults({ state, headingRef, headingLevel }: BoqResultsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const detail = state.status === 'done' ? state.detail : null;
  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={state.status === 'calculating'}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        Bill of quantities
      </Heading>
      {state.status === 'idle' && <p className={styles.placeholder}>Describe the house and press Calculate to see its materials and cost.</p>}
      {state.status === 'calculating' && <Spinner label="Calculating..." />}
      {state.status === 'failed' && <Alert tone="error">{state.message}</Alert>}
      {detail && <BoqFigures detail={detail} groupLevel={headingLevel === 2 ? 3 : 4} />}
      <BoqSave detail={detail} />
    </section>
  );
}

function BoqFigures({ detail: { result }, groupLevel }: { detail: BoqCalculatedDetail; groupLevel: 3 | 4 }) {
  const { cost_breakdown: cost } = result;
  return (
    <>
      <FigureGroup
        title="House"
        headingLevel={groupLevel}
        rows={[
          ['Built-up area', `${formatNumber(result.built_up_area)} sq ft`],
          ['Rate', `${formatRupees(result.rate_per_sqft)} per sq ft`],
          ['Bedrooms', formatNumber(result.no_of_bedrooms)],
          ['Toilets', formatNumber(result.no_of_toilets)],
          ['Rooms', formatNumber(result.no_of_rooms)],
          ['Staircase', result.staircase_type],
          ['Lift', result.lift_required ? 'Yes' : 'No'],
        ]}
      />
      <Table caption="Materials and fittings" columns={COLUMNS} rows={boqMaterialRows(result)} rowKey={(row) => row.material} />
      <FigureGroup
        title="Cost"
        headingLevel={groupLevel}
        rows={[
          ['Construction', formatRupees(cost.construction)],
          ...(cost.lift > 0 ? [['Lift', formatRupees(cost.lift)] as const] : []),
          ...(cost.exterior_staircase > 0 ? [['Exterior staircase', formatRupees(cost.exterior_staircase)] as const] : []),
          ['Gate', formatRupees(cost.gate)],
          ['Total cost', rupeesWithLakh(result.total_cost), true],
        ]}
      />
      <DeferredMaterialsToBuy needs={needsFromBoq(result)} source="BOQ Calculator" kind="boq" headingLevel={groupLevel} />
    </>
  );
}
