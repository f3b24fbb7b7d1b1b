/**
 * The knowledge hub's seven topic groups (spec/seller-admin-toolkit.md §2 "Static knowledge guides").
 * A built page has an `href` and its name and summary in the hub's catalogue (`text`: the keys
 * `<text>.title` and `<text>.summary` of messages/); a guide the spec names but that is not written
 * yet has a slug and its English working title: the hub does not show it (nothing is advertised
 * before it exists), so it needs no translation.
 */
export type KnowledgeTopic = BuiltTopic | TopicToCome;

/** The catalogue entries of the built topics and featured resources. */
export type TopicText =
  | 'topic.process'
  | 'topic.costCalculator'
  | 'topic.planSanction'
  | 'topic.contractorRates'
  | 'topic.materials'
  | 'topic.videos'
  | 'topic.flooring'
  | 'topic.homeDrawing'
  | 'featured.process'
  | 'featured.costCalculator'
  | 'featured.boqCalculator'
  | 'featured.videos';

export interface BuiltTopic {
  /** A page of this site. */
  href: string;
  text: TopicText;
  slug?: undefined;
}

export interface TopicToCome {
  href?: undefined;
  /** The spec's slug, e.g. `khata-guide`. */
  slug: string;
  title: string;
  summary: string;
}

export type KnowledgeGroupId = 'plan' | 'approvals' | 'rates' | 'materials' | 'quality' | 'design' | 'services';

/** A group of topics; its name and summary are the catalogue's `group.<id>.title` and `group.<id>.summary`. */
export interface KnowledgeGroup {
  id: KnowledgeGroupId;
  topics: KnowledgeTopic[];
}

export const KNOWLEDGE_GROUPS: readonly KnowledgeGroup[] = [
  {
    id: 'plan',
    topics: [
      { href: '/knowledge/house-construction-process', text: 'topic.process' },
      { href: '/knowledge/construction-cost-calculator', text: 'topic.costCalculator' },
      { title: 'Construction Checklist', slug: 'construction-checklist', summary: 'What to check before, during and after each stage.' },
      { title: 'BOQ Guide', slug: 'boq-guide', summary: 'Reading and preparing a bill of quantities.' },
      { title: 'Cost Escalation', slug: 'cost-escalation', summary: 'Why budgets grow and how to keep a margin.' },
    ],
  },
  {
    id: 'approvals',
    topics: [
      { href: '/knowledge/plan-sanction', text: 'topic.planSanction' },
      { title: 'Site Registration', slug: 'site-registration', summary: 'Registering a plot purchase: stamp duty and steps.' },
      { title: 'Khata Guide', slug: 'khata-guide', summary: 'A and B khata in Bangalore and how to get one.' },
      { title: 'DC Conversion', slug: 'dc-conversion', summary: 'Converting agricultural land for residential use.' },
    ],
  },
  {
    id: 'rates',
    topics: [
      { href: '/knowledge/building-contractor-rates', text: 'topic.contractorRates' },
      { title: 'Labour Contractor Rates', slug: 'labor-contractor-rates', summary: 'Rates for masons, bar benders, carpenters and helpers.' },
      { title: 'Item Rates', slug: 'item-rates', summary: 'Rates per item of work: per cum of concrete, per sq ft of plaster.' },
      { title: 'Contractor Agreements', slug: 'contractor-agreements', summary: 'What a construction contract should say.' },
    ],
  },
  {
    id: 'materials',
    topics: [
      { href: '/knowledge/construction-materials', text: 'topic.materials' },
      { title: 'Cement Types', slug: 'cement-types', summary: 'OPC 43, OPC 53 and PPC: which to use where.' },
      { title: 'Concrete Grades', slug: 'concrete-grades', summary: 'M20, M25 and beyond, and their mixes.' },
      { title: 'M-Sand', slug: 'm-sand', summary: 'Manufactured sand versus river sand.' },
    ],
  },
  {
    id: 'quality',
    topics: [
      { href: '/toolkit', text: 'topic.videos' },
      { title: 'Quality Control', slug: 'quality-control', summary: 'Tests and checks at each stage of work.' },
      { title: 'Soil Testing', slug: 'soil-testing', summary: 'When a soil test is needed and what it tells you.' },
    ],
  },
  {
    id: 'design',
    topics: [
      { href: '/knowledge/flooring-options', text: 'topic.flooring' },
      { href: '/home-drawing-generator', text: 'topic.homeDrawing' },
      { title: 'Window Types', slug: 'window-types', summary: 'Wood, UPVC and aluminium windows compared.' },
      { title: 'Vastu Guidelines', slug: 'vastu-guidelines', summary: 'Room placement according to Vastu.' },
      { title: 'Interior Design', slug: 'interior-design', summary: 'Planning kitchens, wardrobes and ceilings.' },
    ],
  },
  {
    id: 'services',
    topics: [
      { title: 'BESCOM Connection', slug: 'bescom-connection', summary: 'Getting a power connection for a new house in Bangalore.' },
      { title: 'Electrical Rates', slug: 'electrical-rates', summary: 'Wiring costs per point and per sq ft.' },
      { title: 'Plumbing Rates', slug: 'plumbing-rates', summary: 'Plumbing costs per point and per bathroom.' },
      { title: 'Rainwater Harvesting', slug: 'rainwater-harvesting', summary: 'Rules and designs for harvesting rainwater.' },
    ],
  },
];

/** The hub's featured resources: the most used guides and tools. */
export const FEATURED_RESOURCES: readonly BuiltTopic[] = [
  { href: '/knowledge/house-construction-process', text: 'featured.process' },
  { href: '/knowledge/construction-cost-calculator', text: 'featured.costCalculator' },
  { href: '/boq-calculator', text: 'featured.boqCalculator' },
  { href: '/toolkit', text: 'featured.videos' },
];
