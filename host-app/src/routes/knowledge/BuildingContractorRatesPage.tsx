import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { contractorRatesCatalogue, type ContractorRatesMessages } from './contractor-rates/contractorRatesMessages.ts';

/** Turnkey (material and labour) rates per sq ft of built-up area; spec §9: turnkey 1,300-2,500, labour 450-650. */
const TURNKEY_RANGE = '₹1,300-2,500';
const LABOUR_RANGE = '₹450-650';

type PackageId = 'basic' | 'standard' | 'premium' | 'luxury';

/** Each package's rate per sq ft (a lower bound only for luxury); its name and what it means are the catalogue's `package.<id>.*`. */
const TURNKEY_RATES: readonly { id: PackageId; rate: string; andAbove?: boolean }[] = [
  { id: 'basic', rate: '₹1,300-1,600' },
  { id: 'standard', rate: '₹1,600-2,000' },
  { id: 'premium', rate: '₹2,000-2,500' },
  { id: 'luxury', rate: '₹2,500', andAbove: true },
];

type RateRow = (typeof TURNKEY_RATES)[number];

function rateColumns(messages: ContractorRatesMessages): readonly TableColumn<RateRow>[] {
  return [
    { key: 'id', header: messages['column.package'](), rowHeader: true, render: (row) => messages[`package.${row.id}.name`]() },
    { key: 'rate', header: messages['column.rate'](), render: (row) => (row.andAbove ? messages['rate.andAbove']({ rate: row.rate }) : row.rate) },
    { key: 'typical', header: messages['column.typical'](), render: (row) => messages[`package.${row.id}.typical`]() },
  ];
}

type ContractId = 'turnkey' | 'labour' | 'item';

/** The kinds of contract; a rate per sq ft where one is quoted, else the catalogue's `contract.<id>.rate`. */
const CONTRACT_TYPES: readonly { id: ContractId; range?: string }[] = [
  { id: 'turnkey', range: TURNKEY_RANGE },
  { id: 'labour', range: LABOUR_RANGE },
  { id: 'item' },
];

type ContractType = (typeof CONTRACT_TYPES)[number];

function contractColumns(messages: ContractorRatesMessages): readonly TableColumn<ContractType>[] {
  return [
    { key: 'id', header: messages['column.contract'](), rowHeader: true, render: (row) => messages[`contract.${row.id}.type`]() },
    {
      key: 'range',
      header: messages['column.typicalRate'](),
      render: (row) => (row.range === undefined ? messages['contract.item.rate']() : messages['rate.perSqft']({ range: row.range })),
    },
    { key: 'you', header: messages['column.yourPart'](), render: (row) => messages[`contract.${row.id}.you`]() },
    { key: 'suits', header: messages['column.suits'](), render: (row) => messages[`contract.${row.id}.suits`]() },
  ];
}

type StageId = 'advance' | 'foundation' | 'slab' | 'brickwork' | 'plastering' | 'flooring' | 'handover' | 'retention';

/** A fair turnkey payment schedule: each stage's share of the contract; the slab's share is paid for each slab. */
const PAYMENT_SCHEDULE: readonly { id: StageId; share: string; perSlab?: boolean }[] = [
  { id: 'advance', share: '5-10%' },
  { id: 'foundation', share: '10-15%' },
  { id: 'slab', share: '10-15%', perSlab: true },
  { id: 'brickwork', share: '10%' },
  { id: 'plastering', share: '10-15%' },
  { id: 'flooring', share: '10%' },
  { id: 'handover', share: '10%' },
  { id: 'retention', share: '5%' },
];

type Milestone = (typeof PAYMENT_SCHEDULE)[number];

function paymentColumns(messages: ContractorRatesMessages): readonly TableColumn<Milestone>[] {
  return [
    { key: 'id', header: messages['column.stage'](), rowHeader: true, render: (row) => messages[`stage.${row.id}`]() },
    { key: 'share', header: messages['column.share'](), render: (row) => (row.perSlab ? messages['share.perSlab']({ share: row.share }) : row.share) },
  ];
}

/** /knowledge/building-contractor-rates: turnkey and labour-only rates, in the site's language. */
export function BuildingContractorRatesPage() {
  const { messages, locale } = useMessages(contractorRatesCatalogue);
  return (
    <ContentPage inKnowledgeHub lang={locale} title={messages.title()} description={messages.description()} lead={messages.lead()} asOf={messages.asOf()}>
      <ContentSection id="turnkey" title={messages['turnkey.heading']()}>
        <p className={styles.text}>{messages['turnkey.intro']({ range: TURNKEY_RANGE })}</p>
        <Table caption={messages['turnkey.caption']()} columns={rateColumns(messages)} rows={TURNKEY_RATES} rowKey={(row) => row.id} />
        <p className={styles.text}>{messages['turnkey.cities']()}</p>
      </ContentSection>

      <ContentSection id="types" title={messages['types.heading']()}>
        <Table caption={messages['types.caption']()} columns={contractColumns(messages)} rows={CONTRACT_TYPES} rowKey={(row) => row.id} />
        <p className={styles.text}>{messages['types.split']({ range: LABOUR_RANGE })}</p>
      </ContentSection>

      <ContentSection id="included" title={messages['excluded.heading']()}>
        <ul className={styles.list}>
          <li>{messages['excluded.fees']()}</li>
          <li>{messages['excluded.site']()}</li>
          <li>{messages['excluded.connections']()}</li>
          <li>{messages['excluded.interiors']()}</li>
          <li>{messages['excluded.gst']()}</li>
        </ul>
        <p className={styles.note}>{messages['excluded.note']()}</p>
      </ContentSection>

      <ContentSection id="payments" title={messages['payments.heading']()}>
        <p className={styles.text}>{messages['payments.intro']()}</p>
        <Table caption={messages['payments.caption']()} columns={paymentColumns(messages)} rows={PAYMENT_SCHEDULE} rowKey={(row) => row.id} />
      </ContentSection>

      <ContentSection id="choosing" title={messages['choosing.heading']()}>
        <ul className={styles.list}>
          <li>{messages['choosing.visit']()}</li>
          <li>{messages['choosing.supervision']()}</li>
          <li>{messages['choosing.agreement']()}</li>
          <li>{messages['choosing.variations']()}</li>
        </ul>
        <p className={styles.text}>
          <MarkedText
            sentence={messages['choosing.tools'](partMarks('costCalculator', 'labourCalculator'))}
            parts={{
              costCalculator: (words) => <Link href="/knowledge/construction-cost-calculator">{words}</Link>,
              labourCalculator: (words) => <Link href="/labour-force-calculator">{words}</Link>,
            }}
          />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
