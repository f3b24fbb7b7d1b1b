import type { SiteFigures } from './siteTypes.ts';

/** A figure the site shows: its value and what it counts. */
export interface ShownFigure {
  value: string;
  label: string;
}

const indianNumber = new Intl.NumberFormat('en-IN');

/**
 * The marketplace's figures as the home page and the footer show them, each counted in the
 * database (GET /site's `figures`), never written by hand (issue 28): the cities, the verified
 * suppliers and the products offered; a count of 0, or figures that could not be counted, not shown.
 */
export function countedFigures(figures: SiteFigures | null): ShownFigure[] {
  if (!figures) return [];
  return [
    { count: figures.cities, one: 'City served', many: 'Cities served' },
    { count: figures.verified_sellers, one: 'Verified supplier', many: 'Verified suppliers' },
    { count: figures.products, one: 'Product offered', many: 'Products offered' },
  ]
    .filter(({ count }) => count > 0)
    .map(({ count, one, many }) => ({ value: indianNumber.format(count), label: count === 1 ? one : many }));
}
