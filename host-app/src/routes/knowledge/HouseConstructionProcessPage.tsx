import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import type { ReactNode } from 'react';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { houseProcessCatalogue, type HouseProcessMessages } from './house-process/houseProcessMessages.ts';

type StepId =
  | 'budget'
  | 'plot'
  | 'soil'
  | 'design'
  | 'sanction'
  | 'contractor'
  | 'site'
  | 'foundation'
  | 'plinth'
  | 'structure'
  | 'walls'
  | 'services'
  | 'plaster'
  | 'flooring'
  | 'finishing'
  | 'handover';

/** The unit a step's typical time is counted in (the catalogue's `step.time` says it in each language). */
type TimeUnit = 'days' | 'weeks' | 'weeksPerFloor' | 'months';

/**
 * The 16 steps of building a house (spec/seller-admin-toolkit.md §9 "Static guides": 16 steps, 10-15 months),
 * with the typical time for a G+1 house of about 2,000 sq ft; each step's words are the catalogue's `<id>.*`.
 */
const STEPS: readonly { id: StepId; range: string; unit: TimeUnit }[] = [
  { id: 'budget', range: '2-4', unit: 'weeks' },
  { id: 'plot', range: '2-4', unit: 'weeks' },
  { id: 'soil', range: '1-2', unit: 'weeks' },
  { id: 'design', range: '3-6', unit: 'weeks' },
  { id: 'sanction', range: '1-2', unit: 'months' },
  { id: 'contractor', range: '2-4', unit: 'weeks' },
  { id: 'site', range: '3-7', unit: 'days' },
  { id: 'foundation', range: '3-4', unit: 'weeks' },
  { id: 'plinth', range: '2-3', unit: 'weeks' },
  { id: 'structure', range: '4-6', unit: 'weeksPerFloor' },
  { id: 'walls', range: '3-5', unit: 'weeks' },
  { id: 'services', range: '2-3', unit: 'weeks' },
  { id: 'plaster', range: '4-6', unit: 'weeks' },
  { id: 'flooring', range: '3-4', unit: 'weeks' },
  { id: 'finishing', range: '5-8', unit: 'weeks' },
  { id: 'handover', range: '2-6', unit: 'weeks' },
];

type PhaseId = 'planning' | 'plinth' | 'structure' | 'walls' | 'finishing';

/** The phases of the timeline table, the steps each covers and its months; the phase's name is the catalogue's `phase.<id>`. */
const TIMELINE: readonly { id: PhaseId; steps: string; months: string }[] = [
  { id: 'planning', steps: '1-6', months: '2-4' },
  { id: 'plinth', steps: '7-9', months: '1.5-2' },
  { id: 'structure', steps: '10', months: '2-3' },
  { id: 'walls', steps: '11-13', months: '2-3' },
  { id: 'finishing', steps: '14-16', months: '2.5-3' },
];

type TimelinePhase = (typeof TIMELINE)[number];

function timelineColumns(messages: HouseProcessMessages): readonly TableColumn<TimelinePhase>[] {
  return [
    { key: 'id', header: messages['column.phase'](), rowHeader: true, render: (row) => messages[`phase.${row.id}`]() },
    { key: 'steps', header: messages['column.steps']() },
    { key: 'months', header: messages['column.time'](), render: (row) => messages['phase.months']({ range: row.months }) },
  ];
}

/** A link inside a translated sentence, placed where the language's word order puts it. */
const linkTo =
  (href: string) =>
  (words: string): ReactNode => <Link href={href}>{words}</Link>;

/** /knowledge/house-construction-process: the 16 steps with tips, and a timeline, in the site's language. */
export function HouseConstructionProcessPage() {
  const { messages, locale } = useMessages(houseProcessCatalogue);
  return (
    <ContentPage inKnowledgeHub lang={locale} title={messages.title()} description={messages.description()} lead={messages.lead()} asOf={messages.asOf()}>
      <ContentSection id="steps" title={messages['steps.heading']()}>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.id} className={styles.step}>
              <h3 className={styles.h3}>
                {index + 1}. {messages[`${step.id}.title`]()}
              </h3>
              <p className={styles.stepMeta}>{messages['step.time']({ range: step.range, unit: step.unit })}</p>
              <p className={styles.text}>{messages[`${step.id}.what`]()}</p>
              <ul className={styles.list} aria-label={messages['step.tipsLabel']({ number: index + 1 })}>
                <li className={styles.tip}>
                  {step.id === 'sanction' ? (
                    <MarkedText sentence={messages['sanction.tip1'](partMarks('guide'))} parts={{ guide: linkTo('/knowledge/plan-sanction') }} />
                  ) : (
                    messages[`${step.id}.tip1`]()
                  )}
                </li>
                <li className={styles.tip}>{messages[`${step.id}.tip2`]()}</li>
              </ul>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection id="timeline" title={messages['timeline.heading']()}>
        <p className={styles.text}>{messages['timeline.overlap']()}</p>
        <Table caption={messages['timeline.caption']()} columns={timelineColumns(messages)} rows={TIMELINE} rowKey={(row) => row.id} />
        <p className={styles.note}>{messages['timeline.total']()}</p>
      </ContentSection>

      <ContentSection id="next" title={messages['next.heading']()}>
        <ul className={styles.list}>
          <li>
            <MarkedText sentence={messages['next.cost'](partMarks('cost'))} parts={{ cost: linkTo('/knowledge/construction-cost-calculator') }} />
          </li>
          <li>
            <MarkedText sentence={messages['next.sanction'](partMarks('sanction'))} parts={{ sanction: linkTo('/knowledge/plan-sanction') }} />
          </li>
          <li>
            <MarkedText sentence={messages['next.videos'](partMarks('videos'))} parts={{ videos: linkTo('/toolkit') }} />
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
