import { COST_CONTINGENCY_RATE, COST_SUPERVISION_RATE } from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import { Table, type TableColumn } from '@nirmaan/ui';
import type { Ref } from 'react';
import { useId } from 'react';
import * as styles from '../calculator-shared/calculator.css.ts';
import { FigureGroup } from '../calculator-shared/FigureGroup.tsx';
import type { CostCalculatedDetail } from './costForm.ts';
import type { CostMessages } from './costMessages.ts';

export interface CostResultsProps {
  detail: CostCalculatedDetail | null;
  /** The calculator's catalogue in the language shown, and that language's number formats. */
  messages: CostMessages;
  format: LocaleFormat;
  /** The heading receives focus after a calculation, so keyboard and screen-reader users land on the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3;
}

interface AdditionalRow {
  label: string;
  amount: string;
}

/** The additional costs' columns, headed in the widget's language. */
function additionalColumns(messages: CostMessages): readonly TableColumn<AdditionalRow>[] {
  return [
    { key: 'label', header: messages['column.item'](), rowHeader: true },
    { key: 'amount', header: messages['column.amount'](), align: 'end', render: (row) => <span className={styles.number}>{row.amount}</span> },
  ];
}

/** The estimate of the last calculation; nothing but a hint until Calculate is pressed (spec). */
export function CostResults({ detail, messages, format, headingRef, headingLevel }: CostResultsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {messages.resultsTitle()}
      </Heading>
      {detail ? (
        <ResultFigures detail={detail} messages={messages} format={format} groupLevel={headingLevel === 2 ? 3 : 4} />
      ) : (
        <p className={styles.placeholder}>{messages.resultsEmpty()}</p>
      )}
    </section>
  );
}

interface ResultFiguresProps {
  detail: CostCalculatedDetail;
  messages: CostMessages;
  format: LocaleFormat;
  groupLevel: 3 | 4;
}

function ResultFigures({ detail: { input, result }, messages, format, groupLevel }: ResultFiguresProps) {
  const GroupHeading = `h${groupLevel}` as const;
  const percent = (rate: number) => format.number(rate * 100);
  const rows: AdditionalRow[] = [
    ...result.additionalCosts.map((item) => ({ label: messages[`additional.${item.id}`](), amount: format.rupees(item.amount) })),
    { label: messages.additionalTotal(), amount: format.rupees(result.additionalCostsTotal) },
  ];
  return (
    <>
      <FigureGroup
        title={messages.constructionTitle()}
        headingLevel={groupLevel}
        rows={[
          [messages.builtUpArea(), messages.areaValue({ area: format.number(result.builtUpAreaSqft) })],
          [messages.floors(), result.floorsLabel],
          [messages.rate({ quality: messages[`quality.${input.quality}`]() }), messages.ratePerSqft({ rate: format.rupees(result.ratePerSqft) })],
          [messages.basicCost(), format.rupees(result.basicCost)],
          [messages.supervision({ percent: percent(COST_SUPERVISION_RATE) }), format.rupees(result.supervisionCost)],
          [messages.contingency({ percent: percent(COST_CONTINGENCY_RATE) }), format.rupees(result.contingencyCost)],
          [messages.constructionCost(), format.rupees(result.constructionCost)],
        ]}
      />
      <div className={styles.figureGroup}>
        <GroupHeading className={styles.groupTitle}>{messages.additionalTitle()}</GroupHeading>
        <Table caption={messages.additionalTitle()} hideCaption columns={additionalColumns(messages)} rows={rows} rowKey={(row) => row.label} />
      </div>
      <FigureGroup
        title={messages.totalTitle()}
        headingLevel={groupLevel}
        rows={[
          [messages.constructionCost(), format.rupees(result.constructionCost)],
          [messages.additionalTitle(), format.rupees(result.additionalCostsTotal)],
          [messages.grandTotal(), format.rupees(result.grandTotal), true],
        ]}
      />
    </>
  );
}
