import { localeFormat, needsFromMaterialResult, type Locale } from '@nirmaan/core';
import { Table, type TableColumn } from '@nirmaan/ui';
import type { Ref } from 'react';
import { useId } from 'react';
import * as styles from '../calculator-shared/calculator.css.ts';
import { DeferredMaterialsToBuy } from '../calculator-shared/DeferredMaterialsToBuy.tsx';
import type { MaterialCalculatedDetail } from './materialForm.ts';
import type { MaterialMessages } from './materialMessages.ts';
import { materialResultRows, type MaterialResultRow } from './materialResultRows.ts';

export interface MaterialResultsProps {
  detail: MaterialCalculatedDetail | null;
  /** The calculator's catalogue in the language shown, and that language (for numbers). */
  messages: MaterialMessages;
  locale: Locale;
  /** The heading receives focus after a calculation, so keyboard and screen-reader users land on the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3;
}

/** The table's columns, headed in the widget's language. */
function columns(messages: MaterialMessages): readonly TableColumn<MaterialResultRow>[] {
  return [
    { key: 'material', header: messages['column.material'](), rowHeader: true },
    { key: 'quantity', header: messages['column.quantity'](), align: 'end', render: (row) => <span className={styles.number}>{row.quantity}</span> },
    { key: 'unit', header: messages['column.unit']() },
  ];
}

/** The quantities of the last calculation, as a table of material, quantity and unit. */
export function MaterialResults({ detail, messages, locale, headingRef, headingLevel }: MaterialResultsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {messages.resultsTitle()}
      </Heading>
      {detail ? (
        <>
          <Table
            caption={messages.tableCaption({ type: detail.result.type })}
            hideCaption
            columns={columns(messages)}
            rows={materialResultRows(detail, messages, localeFormat(locale))}
            rowKey={(row) => row.material}
          />
          <ul className={styles.notes}>
            <li>{messages['note.wastage']()}</li>
          </ul>
          <DeferredMaterialsToBuy
            needs={needsFromMaterialResult(detail.input, detail.result)}
            source="Material Calculator"
            headingLevel={headingLevel === 2 ? 3 : 4}
            loadingLabel={messages.findingMaterials()}
          />
        </>
      ) : (
        <p className={styles.placeholder}>{messages.resultsEmpty()}</p>
      )}
    </section>
  );
}
