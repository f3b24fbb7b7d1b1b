import type { SiteFigures } from '@nirmaan/core/pure';
import { and, countDistinct, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { listings, products, sellers } from '../db/schema.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';

/** How long a count is shown before it is counted again: the pages carry it, so it is read on every page view. */
export const FIGURES_FRESH_MS = 60_000;

/**
 * The marketplace's own figures, counted in the database (issue 28: no invented count on screen):
 * the sellers who trade (approved, active, with a depot), the cities they are in, and the products
 * at least one of them offers.
 */
export async function countSiteFigures(db: Database): Promise<SiteFigures> {
  const [traders] = await db
    .select({ sellers: countDistinct(sellers.id), cities: countDistinct(sellers.city) })
    .from(sellers)
    .where(sellerTrades);
  const [offered] = await db
    .select({ products: countDistinct(listings.productId) })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(listings.isActive, true), eq(products.isActive, true), sellerTrades));
  return { verified_sellers: traders?.sellers ?? 0, cities: traders?.cities ?? 0, products: offered?.products ?? 0 };
}

/** The figures, counted at most once a minute; null when they cannot be counted (the pages then show none). */
export function cachedSiteFigures(db: Database, now: () => number = Date.now): () => Promise<SiteFigures | null> {
  let cached: { at: number; figures: Promise<SiteFigures | null> } | null = null;
  return () => {
    if (!cached || now() - cached.at >= FIGURES_FRESH_MS) {
      cached = { at: now(), figures: countSiteFigures(db).catch(() => null) };
    }
    return cached.figures;
  };
}
