import { PRICE_BOARD_CATEGORIES, PRICE_BOARD_WINDOW_DAYS, type PriceBoardCategory, type PriceRow, type PriceTrend } from '@nirmaan/core/pure';

/*
 * The price board's arithmetic, apart from the database (unit-tested over hand-made histories).
 *
 * For each product in a city:
 * - current price: the MEDIAN of the current prices of the product's active listings in that city.
 *   The median, not the mean, so one supplier's odd price (a typo, a clearance sale) does not move
 *   the figure a builder reads as "the market price"; with two suppliers it is their mean.
 * - previous price: the median of the SAME listings' prices as they stood 7 days earlier
 *   (PRICE_BOARD_WINDOW_DAYS). A fixed window, not "before the last change", so every row's change
 *   covers the same week and rows can be compared ("cement rose 2% this week, steel fell 1%").
 *   A listing that appeared within the week counts with its first recorded price, so a supplier
 *   joining does not look like a market move; the change is what sellers did to their prices.
 * - change: percent from previous to current, 2 decimals; trend up, down or stable by its sign
 *   (a change that rounds to 0.00% is stable).
 * - last updated: the latest price recorded for any of those listings.
 */

export interface RecordedPrice {
  pricePaise: number;
  changedAt: Date;
}

/** One active listing of a product in the city, with its recorded prices. */
export interface ListingPrices {
  listingId: number;
  productId: number;
  material: string;
  category: PriceBoardCategory;
  unit: string;
  currentPricePaise: number;
  /** When the listing last changed: the last update when it has no recorded prices. */
  updatedAt: Date;
  /** Its price history in the order recorded (oldest first). */
  history: readonly RecordedPrice[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The listing's price as it stood at `at`: the latest recorded at or before it; its first price when it was listed later. */
export function priceAt(listing: Pick<ListingPrices, 'currentPricePaise' | 'history'>, at: Date): number {
  let before: RecordedPrice | null = null;
  let first: RecordedPrice | null = null;
  for (const entry of listing.history) {
    if (!first || entry.changedAt < first.changedAt) first = entry;
    if (entry.changedAt <= at && (!before || entry.changedAt >= before.changedAt)) before = entry;
  }
  return (before ?? first)?.pricePaise ?? listing.currentPricePaise;
}

/** The median in whole paise (the mean of the middle two, rounded, for an even count). */
export function medianPaise(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

/** Percent change from `previous` to `current`, 2 decimals. */
export function percentChange(previousPaise: number, currentPaise: number): number {
  if (previousPaise <= 0) return 0;
  return Math.round(((currentPaise - previousPaise) / previousPaise) * 10_000) / 100 || 0;
}

export function trendOf(change: number): PriceTrend {
  return change > 0 ? 'up' : change < 0 ? 'down' : 'stable';
}

function latestChange(listing: ListingPrices): Date {
  let latest: Date | null = null;
  for (const entry of listing.history) if (!latest || entry.changedAt > latest) latest = entry.changedAt;
  return latest ?? listing.updatedAt;
}

/** The board's rows for the listings of one city, in board category order, then by material. */
export function priceRows(listings: readonly ListingPrices[], now: Date, windowDays = PRICE_BOARD_WINDOW_DAYS): PriceRow[] {
  const since = new Date(now.getTime() - windowDays * DAY_MS);
  const byProduct = new Map<number, ListingPrices[]>();
  for (const listing of listings) byProduct.set(listing.productId, [...(byProduct.get(listing.productId) ?? []), listing]);

  const rows: PriceRow[] = [];
  for (const [productId, offers] of byProduct) {
    const [first] = offers as [ListingPrices];
    const current = medianPaise(offers.map((offer) => offer.currentPricePaise));
    const previous = medianPaise(offers.map((offer) => priceAt(offer, since)));
    const change = percentChange(previous, current);
    const updated = offers.map(latestChange).reduce((latest, date) => (date > latest ? date : latest));
    rows.push({
      id: productId,
      material: first.material,
      category: first.category,
      unit: first.unit,
      current_price: current / 100,
      previous_price: previous / 100,
      change,
      trend: trendOf(change),
      last_updated: updated.toISOString(),
      supplier_count: offers.length,
    });
  }
  const order = (category: PriceBoardCategory) => PRICE_BOARD_CATEGORIES.indexOf(category);
  return rows.sort((a, b) => order(a.category) - order(b.category) || a.material.localeCompare(b.material, 'en') || a.id - b.id);
}
