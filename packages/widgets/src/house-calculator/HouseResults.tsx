import { needsFromHouseResult, type LocaleFormat } from '@nirmaan/core';
import { Table, type TableColumn } from '@nirmaan/ui';
import type { Ref } from 'react';
import { useId } from 'react';
import * as styles from '../calculator-shared/calculator.css.ts';
import { FigureGroup } from '../calculator-shared/FigureGroup.tsx';
import { DeferredMaterialsToBuy } from '../calculator-shared/DeferredMaterialsToBuy.tsx';
import type { HouseCalculatedDetail } from './houseForm.ts';
import type { HouseMessages } from './houseMessages.ts';
import { houseMaterialRows, type HouseMaterialRow } from './houseTexts.ts';

export interface HouseResultsProps {
  detail: HouseCalculatedDetail | null;
  /** The calculator's catalogue in the language shown, and that language's number formats. */
  messages: HouseMessages;
  format: LocaleFormat;
  /** The heading receives focus after a calculation, so keyboard and screen-reader users land on the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3;
}

/** The material table's columns, headed in the widget's language. */
function columns(messages: HouseMessages): readonly TableColumn<HouseMaterialRow>[] {
  return [
    { key: 'material', header: messages['column.material'](), rowHeader: true },
    { key: 'quantity', header: messages['column.quantity'](), align: 'end', render: (row) => <span className={styles.number}>{row.quantity}</span> },
    { key: 'unit', header: messages['column.unit']() },
  ];
}

/** Built-up area, the materials it needs and the cost breakdown of the last calculation. */
export function HouseResults({ detail, messages, format, headingRef, headingLevel }: HouseResultsProps) {
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
  detail: HouseCalculatedDetail;
  messages: HouseMessages;
  format: LocaleFormat;
  groupLevel: 3 | 4;
}

function ResultFigures({ detail: { input, result }, messages, format, groupLevel }: ResultFiguresProps) {
  const GroupHeading = `h${groupLevel}` as const;
  const percent = (fraction: number) => format.number(fraction * 100);
  const rooms = messages.roomsValue({
    bedrooms: result.bedrooms,
    bedroomsText: format.number(result.bedrooms),
    toilets: result.toilets,
    toiletsText: format.number(result.toilets),
    kitchens: result.kitchens,
    kitchensText: format.number(result.kitchens),
  });
  return (
    <>
      <FigureGroup
        title={messages.areaTitle()}
        headingLevel={groupLevel}
        rows={[
          [messages.plotArea(), messages.areaValue({ area: format.number(result.plotAreaSqft) })],
          [messages.floors(), format.number(input.floors)],
          [messages.efficiency(), messages.percentValue({ percent: percent(result.efficiency) })],
          [messages.builtUpArea(), messages.areaValue({ area: format.number(result.builtUpAreaSqft) }), true],
          [messages.rooms(), rooms],
        ]}
      />
      <div className={styles.figureGroup}>
        <GroupHeading className={styles.groupTitle}>{messages.materialsTitle()}</GroupHeading>
        <Table
          caption={messages.materialsCaption()}
          hideCaption
          columns={columns(messages)}
          rows={houseMaterialRows(result, messages, format)}
          rowKey={(row) => row.material}
        />
      </div>
      <FigureGroup
        title={messages.costTitle()}
        headingLevel={groupLevel}
        rows={[
          [messages.baseRate({ finish: messages[`finish.${input.finish}`]() }), messages.ratePerSqft({ rate: format.rupees(result.baseRatePerSqft) })],
          [messages.options(), messages.surchargeValue({ percent: percent(result.surchargeRate) })],
          [messages.costPerSqft(), format.price(result.costPerSqft)],
          [messages.estimatedCost(), format.rupees(result.estimatedCost), true],
        ]}
      />
      <div className={styles.figureGroup}>
        <GroupHeading className={styles.groupTitle}>{messages.notesTitle()}</GroupHeading>
        <ul className={styles.notes}>
          <li>{messages['note.labour']()}</li>
          <li>{messages['note.contingency']()}</li>
        </ul>
      </div>
      <DeferredMaterialsToBuy
        needs={needsFromHouseResult(result)}
        source="House Construction Calculator"
        headingLevel={groupLevel}
        loadingLabel={messages.findingMaterials()}
      />
    </>
  );
}
