import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';

interface RateRow {
  package: string;
  rate: string;
  typical: string;
}

/** Turnkey (material and labour) rates per sq ft of built-up area; spec §9: turnkey 1,300-2,500, labour 450-650. */
const TURNKEY_RATES: readonly RateRow[] = [
  { package: 'Basic', rate: '₹1,300-1,600', typical: 'RCC frame, solid block walls, ceramic or basic vitrified tiles, standard fittings, emulsion paint.' },
  {
    package: 'Standard',
    rate: '₹1,600-2,000',
    typical: 'Branded cement and steel, vitrified tiles, granite kitchen top, better fittings, teak frames with flush doors.',
  },
  { package: 'Premium', rate: '₹2,000-2,500', typical: 'Large-format tiles or granite, teak doors, UPVC windows, premium sanitary ware and paint.' },
  { package: 'Luxury', rate: '₹2,500 and above', typical: 'Marble or wooden floors, designer fittings, false ceilings and a fully specified interior.' },
];

const RATE_COLUMNS: readonly TableColumn<RateRow>[] = [
  { key: 'package', header: 'Package', rowHeader: true },
  { key: 'rate', header: 'Rate per sq ft' },
  { key: 'typical', header: 'What it usually means' },
];

interface ContractType {
  type: string;
  rate: string;
  you: string;
  suits: string;
}

const CONTRACT_TYPES: readonly ContractType[] = [
  {
    type: 'Turnkey (material + labour)',
    rate: '₹1,300-2,500 per sq ft',
    you: 'Approve the specification and check quality.',
    suits: 'Owners without time to buy materials or manage the site.',
  },
  {
    type: 'Labour only',
    rate: '₹450-650 per sq ft',
    you: 'Buy and deliver every material on time; count the stock.',
    suits: 'Owners who can supervise and want to control brands and prices.',
  },
  {
    type: 'Item rate',
    rate: 'Per unit of work (per cum of concrete, per sq ft of plaster)',
    you: 'Measure the work done with the contractor.',
    suits: 'Partial works, repairs and extensions.',
  },
];

const CONTRACT_COLUMNS: readonly TableColumn<ContractType>[] = [
  { key: 'type', header: 'Contract', rowHeader: true },
  { key: 'rate', header: 'Typical rate' },
  { key: 'you', header: 'Your part' },
  { key: 'suits', header: 'Suits' },
];

interface Milestone {
  stage: string;
  share: string;
}

const PAYMENT_SCHEDULE: readonly Milestone[] = [
  { stage: 'Agreement signed (advance)', share: '5-10%' },
  { stage: 'Foundation and plinth done', share: '10-15%' },
  { stage: 'Each roof slab cast', share: '10-15% per slab' },
  { stage: 'Brickwork and lintels done', share: '10%' },
  { stage: 'Plastering, electrical and plumbing rough-in done', share: '10-15%' },
  { stage: 'Flooring and tiling done', share: '10%' },
  { stage: 'Painting, fittings and handover', share: '10%' },
  { stage: 'After the defect period (retention)', share: '5%' },
];

const PAYMENT_COLUMNS: readonly TableColumn<Milestone>[] = [
  { key: 'stage', header: 'Stage completed', rowHeader: true },
  { key: 'share', header: 'Share of the contract' },
];

/** /knowledge/building-contractor-rates. */
export function BuildingContractorRatesPage() {
  return (
    <ContentPage
      inKnowledgeHub
      title="Building Contractor Rates"
      description="What house construction contractors charge per sq ft in Bangalore, Chennai and Coimbatore: turnkey and labour-only rates, what they include and how to pay."
      lead="A turnkey contractor builds your house for a rate per sq ft of built-up area that covers materials and labour; a labour-only contractor charges for the work while you buy the materials."
      asOf="Indicative rates for 2025 in Bangalore, Chennai and Coimbatore. Prices move with cement and steel; always compare written quotes."
    >
      <ContentSection id="turnkey" title="Turnkey rates by package">
        <p className={styles.text}>Most contractors quote ₹1,300-2,500 per sq ft for a turnkey house. The package decides where in that range you land:</p>
        <Table
          caption="Turnkey construction rate per sq ft of built-up area (2025)"
          columns={RATE_COLUMNS}
          rows={TURNKEY_RATES}
          rowKey={(row) => row.package}
        />
        <p className={styles.text}>
          Bangalore is usually at the upper end of each range, Chennai close to it, and Coimbatore some 5-10% lower, mostly through labour costs. Multi-storey
          buildings, basements, poor soil and difficult access all raise the rate.
        </p>
      </ContentSection>

      <ContentSection id="types" title="Turnkey, labour-only or item rate">
        <Table caption="Kinds of construction contract (2025 rates)" columns={CONTRACT_COLUMNS} rows={CONTRACT_TYPES} rowKey={(row) => row.type} />
        <p className={styles.text}>
          Labour alone is about ₹450-650 per sq ft. Materials are roughly 60-65% of a house’s cost, labour 25-30%, and the contractor’s overheads and margin the
          rest, which is why buying materials yourself saves money only if you can buy well and keep the site supplied.
        </p>
      </ContentSection>

      <ContentSection id="included" title="What a rate per sq ft usually leaves out">
        <ul className={styles.list}>
          <li>Plan sanction fees, the architect’s and structural engineer’s fees.</li>
          <li>Soil test, borewell, sump and overhead tank, compound wall and gate.</li>
          <li>Permanent electricity and water connections and their deposits.</li>
          <li>Modular kitchen, wardrobes, false ceilings and other interiors.</li>
          <li>GST on the contract, where the contractor is registered: ask whether a quote includes it.</li>
        </ul>
        <p className={styles.note}>
          Ask every contractor for an itemised quote on the same specification (brands and grades of cement, steel, tiles, fittings, paint). A lower rate per sq
          ft with a vaguer specification is not a cheaper house.
        </p>
      </ContentSection>

      <ContentSection id="payments" title="A fair payment schedule">
        <p className={styles.text}>Pay against stages completed and checked, never far ahead of the work:</p>
        <Table caption="Typical payment schedule of a turnkey contract" columns={PAYMENT_COLUMNS} rows={PAYMENT_SCHEDULE} rowKey={(row) => row.stage} />
      </ContentSection>

      <ContentSection id="choosing" title="Choosing a contractor">
        <ul className={styles.list}>
          <li>Visit two houses the contractor finished and one under construction; talk to those owners.</li>
          <li>Check who supervises your site daily and how often the engineer visits.</li>
          <li>Agree in writing on the time to finish, a penalty for delay, and a defect liability period of at least 12 months.</li>
          <li>Keep variations (extra work) in writing with their price before the work is done.</li>
        </ul>
        <p className={styles.text}>
          Work out your own budget first with the <Link href="/knowledge/construction-cost-calculator">Construction Cost Calculator</Link>, and the crew a job
          needs with the <Link href="/labour-force-calculator">Labour Force Calculator</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
