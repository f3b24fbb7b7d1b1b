import type { LabourInput, LabourResult } from '@nirmaan/calculators';
import { localeFormat, type Locale } from '@nirmaan/core';
import type { Ref } from 'react';
import { useId } from 'react';
import * as styles from '../calculator-shared/calculator.css.ts';
import type { LabourMessages } from './labourMessages.ts';

export interface LabourResultsProps {
  /** The last calculation's input and result; null before one (or after a form that could not be calculated). */
  calculated: { input: LabourInput; result: LabourResult } | null;
  messages: LabourMessages;
  /** The language of `messages`: numbers and money are formatted in it. */
  locale: Locale;
  /** The heading receives focus after a calculation, so keyboard and screen-reader users land on the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** One below the calculator's title, so headings do not skip a level; the figure groups go one lower. */
  headingLevel?: 2 | 3;
}

/** The crew, time and cost of the last calculation, or what to do to get one. */
export function LabourResults({ calculated, messages, locale, headingRef, headingLevel = 3 }: LabourResultsProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {messages.resultsTitle()}
      </Heading>
      {calculated ? (
        <ResultFigures {...calculated} messages={messages} locale={locale} groupHeading={headingLevel === 2 ? 'h3' : 'h4'} />
      ) : (
        <p className={styles.placeholder}>{messages.resultsEmpty()}</p>
      )}
    </section>
  );
}

type GroupHeading = 'h3' | 'h4';

interface ResultFiguresProps {
  input: LabourInput;
  result: LabourResult;
  messages: LabourMessages;
  locale: Locale;
  groupHeading: GroupHeading;
}

/** The calculator's notes (labourCalculator.ts) said from the catalogue, so they read in the widget's language. */
function resultNotes({ input, result, messages, locale }: Omit<ResultFiguresProps, 'groupHeading'>): string[] {
  const { skilled } = result.crew;
  const format = localeFormat(locale);
  return [
    messages['note.capacity']({
      skilled,
      skilledText: format.number(skilled),
      productivity: format.number(input.productivity),
      unit: result.unit,
      capacity: format.number(skilled * input.productivity * result.days),
      days: result.days,
      daysText: format.number(result.days),
    }),
    messages['note.location']({ location: input.location, factor: result.locationFactor.toFixed(1) }),
    messages['note.contingency'](),
  ];
}

function ResultFigures({ input, result, messages, locale, groupHeading: GroupTitle }: ResultFiguresProps) {
  const { crew } = result;
  const format = localeFormat(locale);
  const count = format.number;
  return (
    <>
      <FigureGroup
        heading={GroupTitle}
        title={messages.crewTitle()}
        rows={[
          [messages.skilledWorkers(), count(crew.skilled)],
          [messages.semiSkilledWorkers(), count(crew.semiSkilled)],
          [messages.helpers(), count(crew.helpers)],
          [messages.totalCrew(), messages.people({ count: crew.headcount, countText: count(crew.headcount) })],
        ]}
      />
      <FigureGroup
        heading={GroupTitle}
        title={messages.timeTitle()}
        rows={[
          [messages.duration(), messages.dayCount({ count: result.days, countText: count(result.days) })],
          [messages.mandays(), count(result.mandays)],
        ]}
      />
      <FigureGroup
        heading={GroupTitle}
        title={messages.costTitle()}
        rows={[
          [messages.dailyCost(), format.rupees(result.dailyCost)],
          [messages.costPerUnit({ unit: result.unit }), format.rupees(result.costPerUnit, { paise: true })],
          [messages.totalCost(), format.rupees(result.totalCost), true],
        ]}
      />
      <div className={styles.figureGroup}>
        <GroupTitle className={styles.groupTitle}>{messages.notesTitle()}</GroupTitle>
        <ul className={styles.notes}>
          {resultNotes({ input, result, messages, locale }).map((note) => (
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
