import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { planSanctionCatalogue, type PlanSanctionMessages } from './plan-sanction/planSanctionMessages.ts';

type City = 'bangalore' | 'chennai' | 'coimbatore';
type AuthorityId = 'bbmp' | 'bda' | 'gcc' | 'cmda' | 'ccmc' | 'lpa';

/**
 * spec §9 "Static guides": 45-60 days at a municipal corporation, 30-45 days at a development authority.
 * Each authority's name and what it approves are the catalogue's `<id>.name` and `<id>.when`.
 */
const AUTHORITIES: readonly { id: AuthorityId; city: City; days: string }[] = [
  { id: 'bbmp', city: 'bangalore', days: '45-60' },
  { id: 'bda', city: 'bangalore', days: '30-45' },
  { id: 'gcc', city: 'chennai', days: '45-60' },
  { id: 'cmda', city: 'chennai', days: '30-45' },
  { id: 'ccmc', city: 'coimbatore', days: '45-60' },
  { id: 'lpa', city: 'coimbatore', days: '30-45' },
];

type Authority = (typeof AUTHORITIES)[number];

function authorityColumns(messages: PlanSanctionMessages): readonly TableColumn<Authority>[] {
  return [
    { key: 'city', header: messages['column.city'](), rowHeader: true, render: (row) => messages[`city.${row.city}`]() },
    { key: 'id', header: messages['column.authority'](), render: (row) => messages[`${row.id}.name`]() },
    { key: 'when', header: messages['column.when'](), render: (row) => messages[`${row.id}.when`]() },
    { key: 'days', header: messages['column.time'](), render: (row) => messages.days({ range: row.days }) },
  ];
}

/** /knowledge/plan-sanction: approvals in Bangalore, Chennai and Coimbatore, in the site's language. */
export function PlanSanctionPage() {
  const { messages, locale } = useMessages(planSanctionCatalogue);
  return (
    <ContentPage inKnowledgeHub lang={locale} title={messages.title()} description={messages.description()} lead={messages.lead()} asOf={messages.asOf()}>
      <ContentSection id="who" title={messages['who.heading']()}>
        <p className={styles.text}>{messages['who.time']()}</p>
        <Table caption={messages['who.caption']()} columns={authorityColumns(messages)} rows={AUTHORITIES} rowKey={(row) => row.id} />
        <p className={styles.note}>{messages['who.selfCertification']()}</p>
      </ContentSection>

      <ContentSection id="documents" title={messages['documents.heading']()}>
        <ul className={styles.list}>
          <li>{messages['documents.title']()}</li>
          <li>{messages['documents.encumbrance']()}</li>
          <li>{messages['documents.landRecords']()}</li>
          <li>{messages['documents.tax']()}</li>
          <li>{messages['documents.layout']()}</li>
          <li>{messages['documents.drawings']()}</li>
          <li>{messages['documents.structural']()}</li>
          <li>{messages['documents.identity']()}</li>
          <li>{messages['documents.rainwater']()}</li>
          <li>{messages['documents.noObjection']()}</li>
        </ul>
      </ContentSection>

      <ContentSection id="steps" title={messages['steps.heading']()}>
        <ol className={styles.list}>
          <li>{messages['steps.drawings']()}</li>
          <li>{messages['steps.apply']()}</li>
          <li>{messages['steps.scrutiny']()}</li>
          <li>{messages['steps.objections']()}</li>
          <li>{messages['steps.demand']()}</li>
          <li>{messages['steps.receive']()}</li>
        </ol>
      </ContentSection>

      <ContentSection id="tips" title={messages['tips.heading']()}>
        <ul className={styles.list}>
          <li>{messages['tips.asSanctioned']()}</li>
          <li>{messages['tips.validity']()}</li>
          <li>{messages['tips.fees']()}</li>
          <li>{messages['tips.official']()}</li>
        </ul>
        <p className={styles.text}>
          <MarkedText
            sentence={messages['tips.next'](partMarks('process', 'rates'))}
            parts={{
              process: (words) => <Link href="/knowledge/house-construction-process">{words}</Link>,
              rates: (words) => <Link href="/knowledge/building-contractor-rates">{words}</Link>,
            }}
          />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
