/** The home page's fixed content (spec storefront §2 "Home"); its texts are in messages/<lang>.json. */

/** The banner rotates every 5000 ms through 4 slides (spec §9). */
export const BANNER_INTERVAL_MS = 5000;

export interface BannerSlide {
  /** The slide's texts in the catalogue: slide.title, slide.text and slide.action select on it. */
  id: 'cement' | 'steel' | 'plan' | 'sell';
  href: string;
  /** Background tone of the slide. */
  tone: 'clay' | 'steel' | 'sand' | 'leaf';
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  { id: 'cement', href: '/products?search=cement', tone: 'clay' },
  { id: 'steel', href: '/products?search=tmt', tone: 'steel' },
  { id: 'plan', href: '/material-calculator', tone: 'sand' },
  { id: 'sell', href: '/seller/register', tone: 'leaf' },
];

/** The 4 feature tiles, in order; tile.title and tile.text select on the id. */
export const FEATURE_TILES = ['quote', 'compare', 'delivery', 'credit'] as const;

export type FeatureTile = (typeof FEATURE_TILES)[number];

/**
 * Beside the counted figures (GET /site's, core's countedFigures), what the site promises: the quote
 * request's call back within 2 hours (spec storefront: contact within 2 hours).
 */
export const QUOTE_RESPONSE_HOURS = 2;
