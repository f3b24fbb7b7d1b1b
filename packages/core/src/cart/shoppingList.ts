import { isApiError } from '../api/errors.ts';
import type { CatalogueApi } from '../catalogue/catalogueApi.ts';
import type { Listing, Product } from '../catalogue/catalogueTypes.ts';
import type { QuoteMaterial, QuoteUnit } from '../quotes/quoteRules.ts';

/**
 * A material a calculation says the buyer needs, in the unit the catalogue sells it in, with how to
 * find it in the catalogue and how to ask for it in a quote request.
 */
export interface MaterialNeed {
  /** What the calculator calls it, e.g. 'Cement (OPC 43)'. */
  label: string;
  /** Catalogue search words, e.g. 'OPC 43 cement'. */
  search: string;
  /** Broader words tried when nothing matching `search` is sold, e.g. 'cement' for 'OPC 33 cement'. */
  fallbackSearch?: string;
  /** Whole units to buy (already rounded up). */
  quantity: number;
  /** The catalogue unit the quantity is in: Bag, Cft, Kg, Nos or Ltr. */
  unit: CatalogueUnit;
  /** For paint bought in cans: the need is in litres and a can's size comes from its product name. */
  litresPerPack?: boolean;
  quoteMaterial: QuoteMaterial;
  quoteUnit: QuoteUnit;
}

export type CatalogueUnit = 'Bag' | 'Cft' | 'Kg' | 'Nos' | 'Ltr';

/** The cheapest landed offer found for a need: which product, which supplier, how many, for how much. */
export interface ShoppingOffer {
  product: Product;
  listing: Listing;
  /** Units of the product to order (cans for paint sold in cans). */
  quantity: number;
  /** Rupees: the landed total when the supplier's delivery is known, else price x quantity. */
  total: number;
  /** Whether the total includes delivery to the buyer's site. */
  delivered: boolean;
}

export type ShoppingLine =
  | { need: MaterialNeed; status: 'found'; offer: ShoppingOffer }
  | { need: MaterialNeed; status: 'not-found' }
  | { need: MaterialNeed; status: 'short-stock'; available: number };

export type ShoppingLineStatus = ShoppingLine['status'];

/** How many search results are compared per need: the best matches, not every product that mentions a word. */
export const CANDIDATES_PER_NEED = 3;

/** Litres in one pack named like 'Asian Paints Tractor Emulsion 20 L', or null when the name says none. */
export function packLitres(productName: string): number | null {
  const match = productName.match(/(\d+(?:\.\d+)?)\s*(?:L|Ltr|Litre|Litres|Liter)\b/i);
  const litres = match ? Number(match[1]) : NaN;
  return Number.isFinite(litres) && litres > 0 ? litres : null;
}

/** Units of `product` that cover the need: the need's quantity, or for paint in cans enough cans for the litres. */
export function unitsToOrder(need: MaterialNeed, product: Product): number | null {
  if (product.unit === need.unit) return need.quantity;
  if (need.litresPerPack && product.unit === 'Nos') {
    const litres = packLitres(product.name);
    return litres === null ? null : Math.ceil(need.quantity / litres);
  }
  return null;
}

/** What a listing costs delivered for `quantity`: the landed total when known, else price x quantity. */
export function offerTotal(listing: Listing, quantity: number): { total: number; delivered: boolean } {
  return listing.delivery
    ? { total: listing.delivery.landed_total, delivered: true }
    : { total: Math.round(listing.price * quantity * 100) / 100, delivered: false };
}

/**
 * The cheapest landed offer among `listings` that has `quantity` in stock, or the most stock anyone
 * has when nobody has enough.
 */
export function cheapestInStock(listings: readonly Listing[], quantity: number): { listing: Listing } | { available: number } | null {
  // Offers whose seller does not deliver to the buyer cannot be ordered there.
  const active = listings.filter((listing) => listing.is_active && listing.delivery?.within_reach !== false);
  if (active.length === 0) return null;
  const enough = active.filter((listing) => listing.stock_quantity >= quantity);
  if (enough.length === 0) return { available: Math.max(...active.map((listing) => listing.stock_quantity)) };
  const cheapest = enough.reduce((best, listing) => (offerTotal(listing, quantity).total < offerTotal(best, quantity).total ? listing : best));
  return { listing: cheapest };
}

/**
 * Finds, for one need, the cheapest landed offer among the best few catalogue matches sold in the
 * need's unit (by its broader words when nothing matches). Listings are asked for with the quantity, so a signed-in buyer with a location gets
 * delivered prices.
 */
async function candidatesFor(need: MaterialNeed, search: string, api: Pick<CatalogueApi, 'listProducts'>) {
  const page = await api.listProducts({ search, limit: 20 });
  return page.items
    .map((product) => ({ product, quantity: unitsToOrder(need, product) }))
    .filter((candidate): candidate is { product: Product; quantity: number } => candidate.quantity !== null && candidate.product.listing_count > 0)
    .slice(0, CANDIDATES_PER_NEED);
}

export async function findOffer(need: MaterialNeed, api: Pick<CatalogueApi, 'listProducts' | 'getListings'>): Promise<ShoppingLine> {
  let candidates = await candidatesFor(need, need.search, api);
  if (candidates.length === 0 && need.fallbackSearch) candidates = await candidatesFor(need, need.fallbackSearch, api);
  let best: ShoppingOffer | null = null;
  let mostAvailable = -1;
  for (const { product, quantity } of candidates) {
    const choice = cheapestInStock(await api.getListings(product.id, { quantity }), quantity);
    if (choice === null) continue;
    if ('available' in choice) {
      mostAvailable = Math.max(mostAvailable, choice.available);
      continue;
    }
    const { total, delivered } = offerTotal(choice.listing, quantity);
    if (!best || total < best.total) best = { product, listing: choice.listing, quantity, total, delivered };
  }
  if (best) return { need, status: 'found', offer: best };
  return mostAvailable >= 0 ? { need, status: 'short-stock', available: mostAvailable } : { need, status: 'not-found' };
}

/** The shopping list of a calculation: one line per need, looked up one after another (a handful of calls each). */
export async function findOffers(needs: readonly MaterialNeed[], api: Pick<CatalogueApi, 'listProducts' | 'getListings'>): Promise<ShoppingLine[]> {
  const lines: ShoppingLine[] = [];
  for (const need of needs) lines.push(await findOffer(need, api));
  return lines;
}

/**
 * A found line added, or refused: `detail` is the server's explanation (stock, in the site's
 * language), or null when it gave none and the widget says its own "could not add".
 */
export type AddLineOutcome =
  { line: ShoppingLine & { status: 'found' }; ok: true } | { line: ShoppingLine & { status: 'found' }; ok: false; detail: string | null };

/** The shopping list's texts in English (a widget words the line statuses and a failed add in its own catalogue). */
export const SHOPPING_LIST_MESSAGES = {
  addFailed: 'Could not add this item. Please try again.',
  notFound: 'Not sold on Nirmaan yet — ask for a quote instead.',
  shortStock: (available: number) => `No single supplier has enough in stock (at most ${available}) — ask for a quote instead.`,
} as const;

/** Adds every found line to the cart, one after another; a refusal the server explains (e.g. stock) keeps its detail. */
export async function addLinesToCart(
  lines: readonly ShoppingLine[],
  add: (listingId: number, quantity: number) => Promise<unknown>,
): Promise<AddLineOutcome[]> {
  const outcomes: AddLineOutcome[] = [];
  for (const line of lines) {
    if (line.status !== 'found') continue;
    try {
      await add(line.offer.listing.id, line.offer.quantity);
      outcomes.push({ line, ok: true });
    } catch (error) {
      const explained = isApiError(error) && (error.status === 409 || error.status === 422) && error.detail;
      outcomes.push({ line, ok: false, detail: explained || null });
    }
  }
  return outcomes;
}

/** The sum of the found lines' totals in rupees. */
export function shoppingListTotal(lines: readonly ShoppingLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + (line.status === 'found' ? line.offer.total : 0), 0) * 100) / 100;
}

/** A quote request's one-line message listing every need, e.g. 'Materials from the BOQ Calculator: Cement (OPC 43) 12 Bag; ...'. */
export function quoteMessageFor(needs: readonly MaterialNeed[], source: string): string {
  return `Materials from the ${source}: ${needs.map((need) => `${need.label} ${need.quantity} ${need.litresPerPack ? 'litres' : need.unit}`).join('; ')}`;
}
