import { needsFromBoq, type LocaleFormat } from '@nirmaan/core';
import { Alert, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import type { Ref } from 'react';
import { useId } from 'react';
import { FigureGroup } from '../calculator-shared/FigureGroup.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import { DeferredMaterialsToBuy } from '../calculator-shared/DeferredMaterialsToBuy.tsx';
import type { BoqCalculatedDetail } from './boqForm.ts';
import type { BoqMessages } from './boqMessages.ts';
import { boqCostRows, boqHouseRows, boqMaterialRows, type BoqMaterialRow } from './boqTexts.ts';
import { BoqSave } from './BoqSave.tsx';
import type { BoqCalculationState } from './useBoqCalculation.ts';

function materialColumns(messages: BoqMessages): TableColumn<BoqMaterialRow>[] {
  return [
    { key: 'material', header: messages['column.item'](), rowHeader: true },
    {
      key: 'quantity',
      header: messages['column.quantity'](),
      align: 'end',
      render: (row) => <span className={styles.number}>{row.quantity}</span>,
    },
    { key: 'unit', header: messages['column.unit']() },
  ];
}

export interface BoqResultsProps {
  state: BoqCalculationState;
  messages: BoqMessages;
  format: LocaleFormat;
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3;
}

/** 'Calculating...', the bill of quantities with its cost, or why it failed; and Save BOQ. */
export function BoqResults({ state, messages, format, headingRef, headingLevel }: BoqResultsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const detail = state.status === 'done' ? state.detail : null;
  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={state.status === 'calculating'}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {messages.resultsTitle()}
      </Heading>
      {state.status === 'idle' && <p className={styles.placeholder}>{messages.resultsEmpty()}</p>}
      {state.status === 'calculating' && <Spinner label={messages.calculating()} />}
      {state.status === 'failed' && <Alert tone="error">{state.message}</Alert>}
      {detail && <BoqFigures detail={detail} messages={messages} format={format} groupLevel={headingLevel === 2 ? 3 : 4} />}
      <BoqSave detail={detail} messages={messages} />
    </section>
  );
}

interface BoqFiguresProps {
  detail: BoqCalculatedDetail;
  messages: BoqMessages;
  format: LocaleFormat;
  groupLevel: 3 | 4;
}

function BoqFigures({ detail: { result }, messages, format, groupLevel }: BoqFiguresProps) {
  return (
    <>
      <FigureGroup title={messages.houseTitle()} headingLevel={groupLevel} rows={boqHouseRows(result, messages, format)} />
      <Table
        caption={messages.materialsCaption()}
        columns={materialColumns(messages)}
        rows={boqMaterialRows(result, messages, format)}
        rowKey={(row) => row.material}
      />
      <FigureGroup title={messages.costTitle()} headingLevel={groupLevel} rows={boqCostRows(result, messages, format)} />
      <DeferredMaterialsToBuy
        needs={needsFromBoq(result)}
        source="BOQ Calculator"
        kind="boq"
        headingLevel={groupLevel}
        loadingLabel={messages.findingMaterials()}
      />
    </>
  );
}
