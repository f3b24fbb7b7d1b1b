import { CITIES, type City } from '../tables/values.ts';
import type { SeedProduct } from './productTypes.ts';
import type { SeedSeller } from './sellers.ts';

/** Products nobody offers yet, so the product page's "No suppliers available" state has real examples. */
export const UNLISTED_SKUS: ReadonlySet<string> = new Set([
  'SND-RIVER-FINE',
  'TIL-PGVT-ORB-600',
  'ELC-DB-LEG-8W',
  'DR-TEAK-MAIN',
  'WN-STL-TAT-4X4',
  'OTH-CURE-COMP-20',
]);

/** Prices differ a little by city (freight from plants and ports). */
const CITY_PRICE_FACTOR: Record<City, number> = { Bangalore: 1, Chennai: 0.985, Coimbatore: 0.97 };

export interface PlannedListing {
  sellerIndex: number;
  productIndex: number;
  sellerSku: string;
  pricePaise: number;
  /** The price before the latest change; equal to pricePaise when the price has not moved. */
  previousPricePaise: number;
  stockQuantity: number;
  /** When the listing (and its first price) appeared, in days before the seed runs. */
  listedDaysAgo: number;
  /** When the price last changed, in days before the seed runs (only when it changed). */
  changedDaysAgo: number;
}

/** A small deterministic PRNG (mulberry32), so every demo database holds the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds a rupee amount the way shops quote it, and returns paise. */
function quotedPaise(rupees: number): number {
  if (rupees < 20) return Math.round(rupees * 4) * 25; // to 25 paise
  if (rupees < 100) return Math.round(rupees * 2) * 50; // to 50 paise
  if (rupees < 1000) return Math.round(rupees) * 100; // to the rupee
  if (rupees < 10000) return Math.round(rupees / 5) * 500; // to ₹5
  return Math.round(rupees / 50) * 5000; // to ₹50
}

/** Typical stock held for a unit, as [min, max]. */
function stockRange(unit: string): [number, number] {
  switch (unit) {
    case 'Bag':
      return [150, 1200];
    case 'Kg':
      return [2000, 25000];
    case 'Cft':
      return [400, 4000];
    case 'Sqft':
      return [300, 4000];
    case 'Cum':
      return [60, 300];
    case 'Bundle':
    case 'Box':
      return [60, 400];
    default:
      return [55, 600];
  }
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const between = (next: () => number, min: number, max: number) => min + Math.floor(next() * (max - min + 1));

/**
 * Which sellers offer which product, at what price and stock: for most products one or two
 * sellers in each city that stock its category (2-6 sellers in all), prices within about ±5% of the
 * product's market price, about one listing in seven with 'Limited Stock' (under 50), and four in
 * five with an earlier, different price.
 */
export function planListings(products: readonly SeedProduct[], sellers: readonly SeedSeller[], seed = 20250601): PlannedListing[] {
  const next = random(seed);
  const planned: PlannedListing[] = [];
  products.forEach((product, productIndex) => {
    if (UNLISTED_SKUS.has(product.sku)) return;
    // Now and then a product is not carried in one of the cities.
    const skippedCity = next() < 0.12 ? CITIES[between(next, 0, CITIES.length - 1)] : undefined;
    for (const city of CITIES) {
      if (city === skippedCity) continue;
      const candidates = sellers
        .map((seller, index) => ({ seller, index }))
        .filter(({ seller }) => seller.city === city && seller.stocks.includes(product.category));
      const count = candidates.length > 1 && next() < 0.4 ? 2 : 1;
      for (const { seller, index } of shuffled(candidates, next).slice(0, count)) {
        const current = product.price * CITY_PRICE_FACTOR[city] * (0.95 + next() * 0.1);
        const moved = next() < 0.8;
        const previous = moved ? current * (next() < 0.6 ? 1 - (0.01 + next() * 0.05) : 1 + 0.01 + next() * 0.05) : current;
        const [min, max] = stockRange(product.unit);
        const limited = next() < 0.14;
        planned.push({
          sellerIndex: index,
          productIndex,
          sellerSku: `${seller.code}-${product.sku}`,
          pricePaise: quotedPaise(current),
          previousPricePaise: quotedPaise(previous),
          stockQuantity: limited ? between(next, 4, 48) : between(next, min, max),
          listedDaysAgo: between(next, 35, 75),
          changedDaysAgo: between(next, 1, 14),
        });
      }
    }
  });
  return planned;
}
