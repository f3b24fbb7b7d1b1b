import type { City } from '../preferences/preferences.ts';

/**
 * The price board's categories (spec toolkit §2 "Price Today"), in its order. The server maps the
 * catalogue's categories onto these (packages/server/src/price-board/boardCategories.ts).
 */
export const PRICE_BOARD_CATEGORIES = ['Cement', 'TMT Bars', 'Bulk Material', 'RMC', 'Bricks and Blocks'] as const;
export type PriceBoardCategory = (typeof PRICE_BOARD_CATEGORIES)[number];

export const PRICE_TRENDS = ['up', 'down', 'stable'] as const;
export type PriceTrend = (typeof PRICE_TRENDS)[number];

/**
 * How far back the board's previous price looks: the change column is the move over the last
 * 7 days, the same window for every row, so rows compare with each other ("this week").
 */
export const PRICE_BOARD_WINDOW_DAYS = 7;

/**
 * How many rows the board shows before "Show all": a screen or two on a phone, so a board embedded
 * in an article does not swamp it, and the board's height does not depend on how many rows come.
 */
export const PRICE_BOARD_FIRST_ROWS = 8;

/**
 * One row of the board (spec toolkit §3 "Price row"): a catalogue product in one city. Prices are
 * rupees per `unit`: the median of the current prices of the active listings in that city; the
 * previous price is the median of the same listings' prices as they stood 7 days earlier.
 */
export interface PriceRow {
  /** The product id (a quote request for it reaches the product's sellers). */
  id: number;
  material: string;
  category: PriceBoardCategory;
  unit: string;
  current_price: number;
  previous_price: number;
  /** Percent change from previous to current, 2 decimals (negative when the price fell). */
  change: number;
  trend: PriceTrend;
  /** When one of these listings' prices was last recorded (ISO 8601). */
  last_updated: string;
  /** How many suppliers' prices the figure is taken from. */
  supplier_count: number;
}

/** GET /price-board: the board for one city, optionally one category. */
export interface PriceBoard {
  city: City;
  /** How the city was chosen: asked for, the signed-in buyer's city, or the default (Bangalore). */
  city_source: 'query' | 'buyer' | 'default';
  /** The filter applied, null for All Categories. */
  category: PriceBoardCategory | null;
  /** The moment previous prices are taken at (7 days before generated_at), ISO 8601. */
  compared_with: string;
  generated_at: string;
  rows: PriceRow[];
}

export interface PriceBoardQuery {
  city?: City | null;
  category?: PriceBoardCategory | null;
}

export const PRICE_BOARD_MESSAGES = {
  unknownCity: (city: string) => `Unknown city "${city}". Choose Bangalore, Chennai or Coimbatore.`,
  unknownCategory: (category: string) => `Unknown category "${category}". Choose Cement, TMT Bars, Bulk Material, RMC or Bricks and Blocks.`,
  loadFailed: 'Could not load today\u2019s prices. Please check your connection and try again.',
  empty: 'No prices for this category in this city yet',
  loading: "Loading today's prices...",
  showAllRows: (count: number) => `Show all ${count} materials`,
  showFirstRows: `Show the first ${PRICE_BOARD_FIRST_ROWS} only`,
  disclaimer:
    'Prices are indicative: the middle of the prices our suppliers list today, before delivery and taxes. Final prices depend on brand, quantity and delivery location — confirm with the supplier.',
} as const;
