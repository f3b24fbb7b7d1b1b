import type { PriceBoardCategory } from '@nirmaan/core/pure';
import type { City } from '../db/tables/values.ts';

/**
 * THE place where catalogue categories become the price board's five (spec toolkit §2 "Price
 * Today": Cement, TMT Bars, Bulk Material, RMC, Bricks and Blocks). A product's board category
 * follows its top-level category and, where the top level mixes things, its sub-category:
 *
 * | Catalogue (top / sub-category)     | Board             |
 * |------------------------------------|-------------------|
 * | Cement / Ready Mix Concrete        | RMC               |
 * | Cement / any other (OPC 53, PPC…)  | Cement            |
 * | Steel / TMT Bars                   | TMT Bars          |
 * | Sand, Aggregates                   | Bulk Material     |
 * | Bricks, Blocks                     | Bricks and Blocks |
 *
 * Everything else (binding wire and structural steel included: they are not rebar) is not on the
 * board. Rules are tried in order; the first that matches wins.
 */
export const BOARD_CATEGORY_RULES: ReadonlyArray<{ top: string; sub?: string; board: PriceBoardCategory }> = [
  { top: 'Cement', sub: 'Ready Mix Concrete', board: 'RMC' },
  { top: 'Cement', board: 'Cement' },
  { top: 'Steel', sub: 'TMT Bars', board: 'TMT Bars' },
  { top: 'Sand', board: 'Bulk Material' },
  { top: 'Aggregates', board: 'Bulk Material' },
  { top: 'Bricks', board: 'Bricks and Blocks' },
  { top: 'Blocks', board: 'Bricks and Blocks' },
];

/**
 * The board category of a product in `sub` under `top`; a product filed directly under a top-level
 * category passes that category as `top` and null as `sub`.
 */
export function boardCategoryOf(top: string, sub: string | null): PriceBoardCategory | null {
  for (const rule of BOARD_CATEGORY_RULES) {
    if (rule.top === top && (rule.sub === undefined || rule.sub === sub)) return rule.board;
  }
  return null;
}

/** The names a seller's free-text city may go by, lower-case (registration takes any text). */
export const CITY_NAMES: Record<City, readonly string[]> = {
  Bangalore: ['bangalore', 'bengaluru'],
  Chennai: ['chennai', 'madras'],
  Coimbatore: ['coimbatore', 'kovai'],
};

/** The served city a free-text city name means, or null. */
export function cityNamed(text: string | null | undefined): City | null {
  const name = text?.trim().toLowerCase();
  if (!name) return null;
  for (const [city, names] of Object.entries(CITY_NAMES) as Array<[City, readonly string[]]>) if (names.includes(name)) return city;
  return null;
}

/** The marketplace's default city (spec storefront §9). */
export const DEFAULT_CITY: City = 'Bangalore';
