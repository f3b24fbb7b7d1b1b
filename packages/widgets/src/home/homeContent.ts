/** The home page's fixed content (spec storefront §2 "Home"). */

/** The banner rotates every 5000 ms through 4 slides (spec §9). */
export const BANNER_INTERVAL_MS = 5000;

export interface BannerSlide {
  title: string;
  text: string;
  action: { label: string; href: string };
  /** Background tone of the slide. */
  tone: 'clay' | 'steel' | 'sand' | 'leaf';
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    title: 'Cement at the best landed price',
    text: 'UltraTech, ACC, Dalmia and more from suppliers near your site, delivery charges included.',
    action: { label: 'Compare cement prices', href: '/products?search=cement' },
    tone: 'clay',
  },
  {
    title: 'TMT bars straight from trusted dealers',
    text: 'Fe 500D and Fe 550D bars from JSW, TATA Tiscon and SAIL, by the kilogram or the tonne.',
    action: { label: 'Browse steel', href: '/products?search=tmt' },
    tone: 'steel',
  },
  {
    title: 'Plan before you pour',
    text: 'Free material, house, labour and BOQ calculators built on Indian thumb rules.',
    action: { label: 'Open the Material Calculator', href: '/material-calculator' },
    tone: 'sand',
  },
  {
    title: 'Sell to builders in your city',
    text: 'List your materials, manage orders and follow up leads with a simple CRM.',
    action: { label: 'Become a seller', href: '/seller/register' },
    tone: 'leaf',
  },
];

export interface FeatureTile {
  id: 'quote' | 'compare' | 'delivery' | 'credit';
  title: string;
  text: string;
}

export const FEATURE_TILES: readonly FeatureTile[] = [
  { id: 'quote', title: 'Instant Quote', text: 'Tell us what you need; a supplier calls back within 2 hours.' },
  { id: 'compare', title: 'Compare Prices', text: 'Put up to 4 products side by side: prices, suppliers and specifications.' },
  { id: 'delivery', title: 'Delivery', text: 'Site delivery from the nearest supplier: ₹250 base + ₹25/km, shown before you order.' },
  { id: 'credit', title: 'Credit', text: 'Cash on delivery today; trade credit for regular contractors on request.' },
];

/**
 * Beside the counted figures (GET /site's, core's countedFigures), what the site promises: the quote
 * request's call back (spec storefront: contact within 2 hours).
 */
export const HOME_PROMISES: ReadonlyArray<{ value: string; label: string }> = [{ value: '2 hrs', label: 'Quote response' }];
