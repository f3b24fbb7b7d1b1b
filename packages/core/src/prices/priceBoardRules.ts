import { isCity, PREFERENCE_KEYS, type City } from '../preferences/preferences.ts';
import type { QuoteMaterial, QuoteUnit } from '../quotes/quoteRules.ts';
import { PRICE_BOARD_CATEGORIES, PRICE_BOARD_WINDOW_DAYS, type PriceBoard, type PriceBoardCategory, type PriceRow, type PriceTrend } from './priceTypes.ts';

export function isPriceBoardCategory(value: unknown): value is PriceBoardCategory {
  return typeof value === 'string' && (PRICE_BOARD_CATEGORIES as readonly string[]).includes(value);
}

const percent = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The change column: '+2.35%', '-1.20%', '0.00%' (sign, 2 decimals; spec toolkit §2). */
export function formatChange(change: number): string {
  const rounded = Math.round(change * 100) / 100;
  if (rounded === 0) return `${percent.format(0)}%`;
  return `${rounded > 0 ? '+' : '-'}${percent.format(Math.abs(rounded))}%`;
}

/** What a screen reader hears for the trend icon. */
export const TREND_LABELS: Record<PriceTrend, string> = { up: 'Price up', down: 'Price down', stable: 'No change' };

/** The quote form's material for a board category (the quote modal's choices, spec storefront §9). */
export const QUOTE_MATERIAL_BY_CATEGORY: Record<PriceBoardCategory, QuoteMaterial> = {
  Cement: 'Cement',
  'TMT Bars': 'TMT Bars',
  'Bulk Material': 'Bulk Material (Sand, Aggregate)',
  RMC: 'RMC (Ready Mix Concrete)',
  'Bricks and Blocks': 'Bricks and Blocks',
};

const QUOTE_UNIT_BY_UNIT: Record<string, QuoteUnit> = {
  Bag: 'Bags',
  Ton: 'Tons (MT)',
  Cft: 'Cubic Feet (Cft)',
  Cum: 'Cubic Meters (Mcu)',
  Nos: 'Numbers (Nos)',
  Piece: 'Numbers (Nos)',
};

/** The quote form's unit for a product unit, or '' when the form has none that fits (e.g. Kg). */
export function quoteUnitFor(unit: string): QuoteUnit | '' {
  return QUOTE_UNIT_BY_UNIT[unit] ?? '';
}

export interface MarketInsights {
  /** The row that rose most over the window, if any rose. */
  riser: PriceRow | null;
  /** The row that fell most, if any fell. */
  faller: PriceRow | null;
  rising: number;
  falling: number;
  stable: number;
  /** The mean of the rows' changes in percent, 2 decimals (0 without rows). */
  averageChange: number;
}

/** The Market Insights card, computed from the rows shown. */
export function marketInsights(rows: readonly PriceRow[]): MarketInsights {
  let riser: PriceRow | null = null;
  let faller: PriceRow | null = null;
  const counts = { up: 0, down: 0, stable: 0 };
  for (const row of rows) {
    counts[row.trend] += 1;
    if (row.trend === 'up' && (!riser || row.change > riser.change)) riser = row;
    if (row.trend === 'down' && (!faller || row.change < faller.change)) faller = row;
  }
  const average = rows.length === 0 ? 0 : rows.reduce((sum, row) => sum + row.change, 0) / rows.length;
  return { riser, faller, rising: counts.up, falling: counts.down, stable: counts.stable, averageChange: Math.round(average * 100) / 100 || 0 };
}

/** The moment a board's previous prices are taken at: its own, or, before it has come, PRICE_BOARD_WINDOW_DAYS before now (ISO 8601). */
export function comparedWith(board: Pick<PriceBoard, 'compared_with'> | null | undefined, now = Date.now()): string {
  return board?.compared_with ?? new Date(now - PRICE_BOARD_WINDOW_DAYS * 86_400_000).toISOString();
}

/** The board's 'Last updated' moment: its most recent price change, else when it was computed. */
export function lastUpdated(board: Pick<PriceBoard, 'rows' | 'generated_at'>): string {
  let latest: string | null = null;
  for (const row of board.rows) if (latest === null || Date.parse(row.last_updated) > Date.parse(latest)) latest = row.last_updated;
  return latest ?? board.generated_at;
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '22 Nov 2026, 3:45 pm' in India time. */
export function formatBoardDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '22 Nov 2026' in India time. */
export function formatBoardDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/**
 * The city the visitor chose on this site (the header's city selector stores it), or null when they
 * never chose one — then the server picks: the signed-in buyer's city, else Bangalore.
 */
export function chosenCity(storage: Pick<Storage, 'getItem'> | undefined = browserStorage()): City | null {
  try {
    const stored = storage?.getItem(PREFERENCE_KEYS.city);
    return isCity(stored) ? stored : null;
  } catch {
    return null; // storage blocked
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
