import { z } from 'zod';
import { PRICE_BOARD_CATEGORIES, PRICE_BOARD_MESSAGES, PRICE_TRENDS, type PriceBoard } from '@nirmaan/core/pure';
import { CITIES } from '../db/schema.ts';
import { cityNamed } from './boardCategories.ts';

/** A blank parameter (`?city=`) is as good as none. */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** ?city=Bangalore|Chennai|Coimbatore (any case; Bengaluru, Madras, Kovai too) & ?category=one of the board's five. */
export const priceBoardQuery = z.object({
  city: z.preprocess(
    (value) => (typeof value === 'string' ? (cityNamed(value) ?? blankAsMissing(value)) : value),
    z.enum(CITIES, { error: (issue) => PRICE_BOARD_MESSAGES.unknownCity(String(issue.input)) }).optional(),
  ),
  category: z.preprocess(
    (value) =>
      typeof value === 'string' ? (PRICE_BOARD_CATEGORIES.find((name) => name.toLowerCase() === value.trim().toLowerCase()) ?? blankAsMissing(value)) : value,
    z.enum(PRICE_BOARD_CATEGORIES, { error: (issue) => PRICE_BOARD_MESSAGES.unknownCategory(String(issue.input)) }).optional(),
  ),
});

const priceRowResponse = z.object({
  id: z.number(),
  material: z.string(),
  category: z.enum(PRICE_BOARD_CATEGORIES),
  unit: z.string(),
  current_price: z.number(),
  previous_price: z.number(),
  change: z.number(),
  trend: z.enum(PRICE_TRENDS),
  last_updated: z.string(),
  supplier_count: z.number(),
});

export const priceBoardResponse = z.object({
  city: z.enum(CITIES),
  city_source: z.enum(['query', 'buyer', 'default']),
  category: z.enum(PRICE_BOARD_CATEGORIES).nullable(),
  compared_with: z.string(),
  generated_at: z.string(),
  rows: z.array(priceRowResponse),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** What the route answers is what the widget reads (core prices/priceTypes.ts). */
export type _PriceBoardMatchesCore = Assert<Same<z.output<typeof priceBoardResponse>, PriceBoard>>;
