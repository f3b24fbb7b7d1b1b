/**
 * The knowledge hub's seven topic groups (spec/seller-admin-toolkit.md §2 "Static knowledge guides").
 * An entry with an `href` is a built page; one without is a guide the spec names but that is not
 * written yet: the hub does not show it (nothing is advertised before it exists).
 */
export interface KnowledgeTopic {
  title: string;
  /** A page of this site; absent for a guide still to come. */
  href?: string;
  /** The spec's slug for a guide still to come, e.g. `khata-guide`. */
  slug?: string;
  summary: string;
}

export interface KnowledgeGroup {
  id: string;
  title: string;
  summary: string;
  topics: KnowledgeTopic[];
}

export const KNOWLEDGE_GROUPS: readonly KnowledgeGroup[] = [
  {
    id: 'plan',
    title: 'Plan your build',
    summary: 'The order of work, the budget and the paperwork of the project itself.',
    topics: [
      { title: 'House Construction Process', href: '/knowledge/house-construction-process', summary: 'The 16 steps from budget to handover, with a timeline.' },
      {
        title: 'Construction Cost Calculator',
        href: '/knowledge/construction-cost-calculator',
        summary: 'Estimate the cost of your house by area and quality.',
      },
      { title: 'Construction Checklist', slug: 'construction-checklist', summary: 'What to check before, during and after each stage.' },
      { title: 'BOQ Guide', slug: 'boq-guide', summary: 'Reading and preparing a bill of quantities.' },
      { title: 'Cost Escalation', slug: 'cost-escalation', summary: 'Why budgets grow and how to keep a margin.' },
    ],
  },
  {
    id: 'approvals',
    title: 'Approvals and property papers',
    summary: 'Sanctions, registration and the documents a plot needs.',
    topics: [
      { title: 'Plan Sanction', href: '/knowledge/plan-sanction', summary: 'Building plan approval in Bangalore, Chennai and Coimbatore.' },
      { title: 'Site Registration', slug: 'site-registration', summary: 'Registering a plot purchase: stamp duty and steps.' },
      { title: 'Khata Guide', slug: 'khata-guide', summary: 'A and B khata in Bangalore and how to get one.' },
      { title: 'DC Conversion', slug: 'dc-conversion', summary: 'Converting agricultural land for residential use.' },
    ],
  },
  {
    id: 'rates',
    title: 'Contractors and rates',
    summary: 'What builders and workers charge, and how to agree on it.',
    topics: [
      {
        title: 'Building Contractor Rates',
        href: '/knowledge/building-contractor-rates',
        summary: 'Turnkey and labour-only rates per sq ft, and what they include.',
      },
      { title: 'Labour Contractor Rates', slug: 'labor-contractor-rates', summary: 'Rates for masons, bar benders, carpenters and helpers.' },
      { title: 'Item Rates', slug: 'item-rates', summary: 'Rates per item of work: per cum of concrete, per sq ft of plaster.' },
      { title: 'Contractor Agreements', slug: 'contractor-agreements', summary: 'What a construction contract should say.' },
    ],
  },
  {
    id: 'materials',
    title: 'Materials',
    summary: 'Choosing and checking what your house is built from.',
    topics: [
      {
        title: 'Construction Materials',
        href: '/knowledge/construction-materials',
        summary: 'Cement, steel, sand, aggregate and blocks: prices and quality checks.',
      },
      { title: 'Cement Types', slug: 'cement-types', summary: 'OPC 43, OPC 53 and PPC: which to use where.' },
      { title: 'Concrete Grades', slug: 'concrete-grades', summary: 'M20, M25 and beyond, and their mixes.' },
      { title: 'M-Sand', slug: 'm-sand', summary: 'Manufactured sand versus river sand.' },
    ],
  },
  {
    id: 'quality',
    title: 'Quality and site work',
    summary: 'Doing each stage right on site.',
    topics: [
      { title: 'Construction Videos', href: '/toolkit', summary: 'Two short videos on each of 18 construction phases.' },
      { title: 'Quality Control', slug: 'quality-control', summary: 'Tests and checks at each stage of work.' },
      { title: 'Soil Testing', slug: 'soil-testing', summary: 'When a soil test is needed and what it tells you.' },
    ],
  },
  {
    id: 'design',
    title: 'Design and finishes',
    summary: 'Layouts, floors, windows and interiors.',
    topics: [
      { title: 'Flooring Options', href: '/knowledge/flooring-options', summary: 'Tiles, granite, marble, stone and wood compared.' },
      { title: 'Home Drawing Generator', href: '/home-drawing-generator', summary: 'A Vastu-minded floor plan for your plot.' },
      { title: 'Window Types', slug: 'window-types', summary: 'Wood, UPVC and aluminium windows compared.' },
      { title: 'Vastu Guidelines', slug: 'vastu-guidelines', summary: 'Room placement according to Vastu.' },
      { title: 'Interior Design', slug: 'interior-design', summary: 'Planning kitchens, wardrobes and ceilings.' },
    ],
  },
  {
    id: 'services',
    title: 'Services and utilities',
    summary: 'Power, water and the trades that bring them in.',
    topics: [
      { title: 'BESCOM Connection', slug: 'bescom-connection', summary: 'Getting a power connection for a new house in Bangalore.' },
      { title: 'Electrical Rates', slug: 'electrical-rates', summary: 'Wiring costs per point and per sq ft.' },
      { title: 'Plumbing Rates', slug: 'plumbing-rates', summary: 'Plumbing costs per point and per bathroom.' },
      { title: 'Rainwater Harvesting', slug: 'rainwater-harvesting', summary: 'Rules and designs for harvesting rainwater.' },
    ],
  },
];

/** The hub's featured resources: the most used guides and tools. */
export const FEATURED_RESOURCES: readonly KnowledgeTopic[] = [
  { title: 'House Construction Process', href: '/knowledge/house-construction-process', summary: 'Start here: 16 steps and how long each takes.' },
  { title: 'Construction Cost Calculator', href: '/knowledge/construction-cost-calculator', summary: 'A budget for your house in a minute.' },
  { title: 'BOQ Calculator', href: '/boq-calculator', summary: 'Cement, steel, sand and blocks for your plot, with the cost.' },
  { title: 'Construction Videos', href: '/toolkit', summary: 'Watch each phase of construction explained.' },
];
