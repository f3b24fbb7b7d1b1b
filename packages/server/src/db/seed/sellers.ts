import { gstinCheckCharacter } from '@nirmaan/core/pure';
import type { City } from '../tables/values.ts';
import type { CategoryName } from './categories.ts';

/** The demo seller the README's demo account signs in as (its password is set by the accounts bootstrap). */
export const DEMO_SELLER_EMAIL = 'demo.seller@nirmaan.test';

/** Seeded sellers cannot sign in until an account bootstrap replaces this hash. */
export const UNSET_PASSWORD_HASH = '!unset';

export interface SeedSeller {
  /** Short code used in the seller's own SKUs. */
  code: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: City;
  latitude: number;
  longitude: number;
  /** The categories this seller stocks. */
  stocks: readonly CategoryName[];
}

const CIVIL: readonly CategoryName[] = ['Cement', 'Steel', 'Sand', 'Aggregates', 'Blocks', 'Bricks'];

/** How far the demo sellers deliver from their depots: across their city, not to the other two. */
export const SEED_DELIVERY_RADIUS_KM = 80;

/** Fictional businesses at real-looking addresses, with coordinates inside each city. */
export const SEED_SELLERS: readonly SeedSeller[] = [
  // Bangalore
  {
    code: 'SLBM',
    name: 'Sri Lakshmi Building Materials',
    email: DEMO_SELLER_EMAIL,
    phone: '+91 80 2337 4412',
    address: 'No. 42, 5th Cross, Industrial Suburb, Yeshwanthpur, Bengaluru, Karnataka 560022',
    city: 'Bangalore',
    latitude: 13.0285,
    longitude: 77.54,
    stocks: [...CIVIL, 'Roofing', 'Others'],
  },
  {
    code: 'KSCT',
    name: 'Kaveri Steel & Cement Traders',
    email: 'sales@kaveristeel.test',
    phone: '+91 80 2839 6650',
    address: 'Plot 18, KIADB Industrial Area, Peenya 2nd Stage, Bengaluru, Karnataka 560058',
    city: 'Bangalore',
    latitude: 13.0306,
    longitude: 77.517,
    stocks: ['Cement', 'Steel', 'Roofing', 'Hardware', 'Blocks'],
  },
  {
    code: 'VHWP',
    name: 'Vijaya Hardware & Paints',
    email: 'orders@vijayahardware.test',
    phone: '+91 98450 22871',
    address: '112, Sarjapur Main Road, Koramangala 1st Block, Bengaluru, Karnataka 560034',
    city: 'Bangalore',
    latitude: 12.9279,
    longitude: 77.6271,
    stocks: ['Paint', 'Hardware', 'Tools', 'Electrical', 'Glass', 'Others'],
  },
  {
    code: 'NSEL',
    name: 'Namma Sanitary & Electricals',
    email: 'hello@nammasanitary.test',
    phone: '+91 99005 61234',
    address: '27, Hosur Road, Bommanahalli, Bengaluru, Karnataka 560068',
    city: 'Bangalore',
    latitude: 12.9081,
    longitude: 77.6238,
    stocks: ['Plumbing', 'Fittings', 'Electrical', 'Tiles'],
  },
  {
    code: 'GVTP',
    name: 'Green Valley Timber & Ply',
    email: 'info@greenvalleyply.test',
    phone: '+91 80 2848 1190',
    address: '8/2, Mysore Road, Kengeri Satellite Town, Bengaluru, Karnataka 560060',
    city: 'Bangalore',
    latitude: 12.91,
    longitude: 77.485,
    stocks: ['Wood', 'Doors', 'Windows', 'Glass', 'Hardware'],
  },
  // Chennai
  {
    code: 'MBM',
    name: 'Marina Build Mart',
    email: 'sales@marinabuildmart.test',
    phone: '+91 44 2250 3318',
    address: '45, GST Road, Guindy Industrial Estate, Chennai, Tamil Nadu 600032',
    city: 'Chennai',
    latitude: 13.0108,
    longitude: 80.212,
    stocks: [...CIVIL],
  },
  {
    code: 'ANCD',
    name: 'Anna Nagar Cement Depot',
    email: 'contact@annanagarcement.test',
    phone: '+91 94440 18276',
    address: 'AB-12, 2nd Avenue, Anna Nagar, Chennai, Tamil Nadu 600040',
    city: 'Chennai',
    latitude: 13.085,
    longitude: 80.2101,
    stocks: ['Cement', 'Steel', 'Roofing', 'Blocks', 'Bricks'],
  },
  {
    code: 'CTS',
    name: 'Coromandel Tiles & Sanitary',
    email: 'care@coromandeltiles.test',
    phone: '+91 44 4210 7765',
    address: '210, Velachery Main Road, Velachery, Chennai, Tamil Nadu 600042',
    city: 'Chennai',
    latitude: 12.9791,
    longitude: 80.2212,
    stocks: ['Tiles', 'Fittings', 'Plumbing', 'Glass'],
  },
  {
    code: 'AEH',
    name: 'Ambattur Electricals & Hardware',
    email: 'orders@ambatturelectricals.test',
    phone: '+91 44 2625 0934',
    address: 'Plot 34, Ambattur Industrial Estate, Chennai, Tamil Nadu 600058',
    city: 'Chennai',
    latitude: 13.0982,
    longitude: 80.162,
    stocks: ['Electrical', 'Hardware', 'Tools', 'Paint'],
  },
  {
    code: 'SMT',
    name: 'Sri Murugan Timbers',
    email: 'srimurugantimbers@nirmaan.test',
    phone: '+91 98400 47712',
    address: '17, Perambur High Road, Perambur, Chennai, Tamil Nadu 600011',
    city: 'Chennai',
    latitude: 13.118,
    longitude: 80.233,
    stocks: ['Wood', 'Doors', 'Windows', 'Others', 'Paint'],
  },
  // Coimbatore
  {
    code: 'KBS',
    name: 'Kovai Building Solutions',
    email: 'sales@kovaibuild.test',
    phone: '+91 422 257 4410',
    address: '156, Avinashi Road, Peelamedu, Coimbatore, Tamil Nadu 641004',
    city: 'Coimbatore',
    latitude: 11.026,
    longitude: 77.002,
    stocks: [...CIVIL, 'Roofing'],
  },
  {
    code: 'GHS',
    name: 'Gandhipuram Hardware Stores',
    email: 'gandhipuramhardware@nirmaan.test',
    phone: '+91 422 249 3382',
    address: '23, Cross Cut Road, Gandhipuram, Coimbatore, Tamil Nadu 641012',
    city: 'Coimbatore',
    latitude: 11.018,
    longitude: 76.967,
    stocks: ['Hardware', 'Paint', 'Tools', 'Electrical', 'Others'],
  },
  {
    code: 'RSSH',
    name: 'RS Puram Sanitary House',
    email: 'rspuramsanitary@nirmaan.test',
    phone: '+91 94433 50871',
    address: '88, DB Road, R.S. Puram, Coimbatore, Tamil Nadu 641002',
    city: 'Coimbatore',
    latitude: 11.009,
    longitude: 76.95,
    stocks: ['Plumbing', 'Fittings', 'Tiles', 'Glass'],
  },
  {
    code: 'STS',
    name: 'Saravanampatti Timber & Steel',
    email: 'info@saravanampattitimber.test',
    phone: '+91 422 266 9015',
    address: '4/112, Sathy Road, Saravanampatti, Coimbatore, Tamil Nadu 641035',
    city: 'Coimbatore',
    latitude: 11.08,
    longitude: 76.998,
    stocks: ['Wood', 'Doors', 'Windows', 'Steel', 'Cement', 'Others'],
  },
];

/**
 * A well-formed, fictional GSTIN for a demo seller: its city's state code (Karnataka 29, Tamil Nadu
 * 33), a made-up PAN of a firm (4th letter F) starting with the business's initial, entity 1, Z, and
 * the GSTN check character, so the demo's tax invoices look like real ones.
 */
export function demoSellerGstin(seller: Pick<SeedSeller, 'name' | 'city'>, index: number): string {
  const state = seller.city === 'Bangalore' ? '29' : '33';
  const initial =
    seller.name
      .replace(/[^A-Za-z]/g, '')
      .charAt(0)
      .toUpperCase() || 'N';
  const series = String.fromCharCode(65 + (index % 26));
  const first14 = `${state}AA${series}F${initial}${String((1000 + index * 37) % 10_000).padStart(4, '0')}K1Z`;
  return first14 + gstinCheckCharacter(first14);
}
