import type { CategoryName } from './categories.ts';

export interface SeedDefaultProduct {
  name: string;
  categoryName: CategoryName;
  unit: string;
  /** Reference rate in rupees, or null when it varies too much to quote. */
  rate: number | null;
  brands: string;
  description: string;
  isActive: boolean;
}

/** Admin-managed default products: the starting points sellers pick from when they create a listing. */
export const SEED_DEFAULT_PRODUCTS: readonly SeedDefaultProduct[] = [
  {
    name: 'OPC 53 Grade Cement (50 kg)',
    categoryName: 'Cement',
    unit: 'Bag',
    rate: 420,
    brands: 'UltraTech, ACC, Ambuja, Dalmia, Ramco, JSW',
    description: 'Ordinary Portland cement, 53 grade, IS 269.',
    isActive: true,
  },
  {
    name: 'PPC Cement (50 kg)',
    categoryName: 'Cement',
    unit: 'Bag',
    rate: 385,
    brands: 'Ambuja, ACC, Dalmia, Chettinad, Ramco',
    description: 'Portland pozzolana cement, IS 1489.',
    isActive: true,
  },
  {
    name: 'TMT Bar Fe 550D',
    categoryName: 'Steel',
    unit: 'Kg',
    rate: 70,
    brands: 'Tata Tiscon, JSW Neosteel, SAIL, Kamdhenu',
    description: 'Thermo-mechanically treated rebar, 8–25 mm, IS 1786.',
    isActive: true,
  },
  {
    name: 'Binding Wire 20 G',
    categoryName: 'Steel',
    unit: 'Kg',
    rate: 90,
    brands: 'Tata Wiron',
    description: 'Soft annealed binding wire.',
    isActive: true,
  },
  {
    name: 'M-Sand (Concrete Grade)',
    categoryName: 'Sand',
    unit: 'Cft',
    rate: 58,
    brands: 'Robo Silicon, local crushers',
    description: 'Zone II manufactured sand, IS 383.',
    isActive: true,
  },
  {
    name: 'River Sand',
    categoryName: 'Sand',
    unit: 'Cft',
    rate: null,
    brands: '',
    description: 'Supply restricted; offer only with a valid transport permit.',
    isActive: false,
  },
  {
    name: '20 mm Aggregate',
    categoryName: 'Aggregates',
    unit: 'Cft',
    rate: 44,
    brands: '',
    description: 'Crushed blue granite coarse aggregate.',
    isActive: true,
  },
  {
    name: 'Solid Concrete Block 6"',
    categoryName: 'Blocks',
    unit: 'Nos',
    rate: 48,
    brands: '',
    description: '400 × 200 × 150 mm, IS 2185 Part 1.',
    isActive: true,
  },
  {
    name: 'Wire-cut Red Brick',
    categoryName: 'Bricks',
    unit: 'Nos',
    rate: 10.5,
    brands: '',
    description: '230 × 110 × 75 mm chamber-burnt brick.',
    isActive: true,
  },
  {
    name: 'Interior Emulsion (20 L)',
    categoryName: 'Paint',
    unit: 'Ltr',
    rate: 215,
    brands: 'Asian Paints, Berger, Nerolac, Dulux',
    description: 'Washable interior wall paint; rate per litre.',
    isActive: true,
  },
  {
    name: 'FR House Wire 1.5 sq mm (90 m)',
    categoryName: 'Electrical',
    unit: 'Bundle',
    rate: 1550,
    brands: 'Finolex, Havells, Polycab, RR Kabel',
    description: 'Single-core copper wire, IS 694.',
    isActive: true,
  },
  {
    name: 'Vitrified Floor Tile 600×600',
    categoryName: 'Tiles',
    unit: 'Sqft',
    rate: 60,
    brands: 'Kajaria, Somany, Orientbell, Johnson',
    description: 'Glazed vitrified tile.',
    isActive: true,
  },
];

export interface SeedAffiliate {
  title: string;
  url: string;
  description: string;
  sortOrder: number;
  isActive: boolean;
}

/** Affiliate links shown on /affiliates. */
export const SEED_AFFILIATES: readonly SeedAffiliate[] = [
  {
    title: 'UltraTech Home Building Guide',
    url: 'https://www.ultratechcement.com/',
    sortOrder: 0,
    isActive: true,
    description: 'Step-by-step advice from India’s largest cement maker on planning and building a home.',
  },
  {
    title: 'Asian Paints Colour Visualiser',
    url: 'https://www.asianpaints.com/',
    sortOrder: 1,
    isActive: true,
    description: 'Try wall colours on photos of your own rooms before you buy.',
  },
  {
    title: 'Tata Tiscon Dealer Finder',
    url: 'https://www.tatatiscon.co.in/',
    sortOrder: 2,
    isActive: true,
    description: 'Find authorised TMT rebar dealers and check bar markings.',
  },
  {
    title: 'Kajaria Tile Visualizer',
    url: 'https://www.kajariaceramics.com/',
    sortOrder: 3,
    isActive: true,
    description: 'See floor and wall tiles laid out in sample rooms.',
  },
  {
    title: 'Jaquar Bathroom Concepts',
    url: 'https://www.jaquar.com/',
    sortOrder: 4,
    isActive: false,
    description: 'Bathroom layouts and fittings ideas (seasonal campaign, currently paused).',
  },
];
