import { and, asc, eq, inArray } from 'drizzle-orm';
import { RFQ_MESSAGES } from '@nirmaan/core/pure';
import { materialCategoryIds } from '../crm/leadRouting.ts';
import type { Database, Transaction } from '../db/database.ts';
import { listings, products } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/*
 * Which of the seller's listings supplies each item of their offer (issue 31): an accepted item is
 * ordered from that listing at the offered price, so an item described in words ("TMT steel bars",
 * 2,400 kg) can be ordered too. The seller names the listing; left out, it is their listing of the
 * item's product. The seller's RFQ view suggests one per item for their offer form.
 */

/** One of the seller's listings that can supply an item: active, of a product still in the catalogue. */
export interface OwnListing {
  id: number;
  productId: number;
  categoryId: number | null;
}

/** An RFQ item as the listings are matched to it. */
export interface ItemToSupply {
  id: number;
  productId: number | null;
  description: string;
  material: string | null;
}

/** What the seller answered for an item: a price (null: cannot supply) and, maybe, the listing that supplies it. */
export interface ItemAnswer {
  rfq_item_id: number;
  unit_price: number | null;
  listing_id?: number | null;
}

/** The seller's active listings of products still in the catalogue, oldest first. */
export function ownListings(db: Database | Transaction, sellerId: number): Promise<OwnListing[]> {
  return db
    .select({ id: listings.id, productId: listings.productId, categoryId: products.categoryId })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(listings.sellerId, sellerId), eq(listings.isActive, true), eq(products.isActive, true)))
    .orderBy(asc(listings.id));
}

/**
 * The listing that supplies each answered item (pure), by item id: none for an item not priced; for a
 * priced one the listing named, which must be one of the seller's own (`own`), else their listing of
 * the item's product. Throws the 422 the seller reads when a named listing is not theirs (or not
 * active), when a priced item has no listing, or when one listing would supply two items (the order
 * could not hold both prices).
 */
export function listingsForOffer(items: readonly ItemToSupply[], answers: readonly ItemAnswer[], own: readonly OwnListing[]): Map<number, number | null> {
  const chosen = new Map<number, number | null>();
  for (const answer of answers) {
    const item = items.find((candidate) => candidate.id === answer.rfq_item_id)!;
    if (answer.unit_price === null) {
      chosen.set(item.id, null);
      continue;
    }
    const listing =
      answer.listing_id != null ? own.find((candidate) => candidate.id === answer.listing_id) : own.find((candidate) => candidate.productId === item.productId);
    if (answer.listing_id != null && !listing) throw new HttpError(422, RFQ_MESSAGES.notYourListing);
    if (!listing) throw new HttpError(422, RFQ_MESSAGES.listingNeeded(item.description));
    chosen.set(item.id, listing.id);
  }
  const named = [...chosen.values()].filter((id) => id !== null);
  if (new Set(named).size !== named.length) throw new HttpError(422, RFQ_MESSAGES.listingTwice);
  return chosen;
}

/**
 * The listing to suggest for each item (pure), by item id: the seller's listing of the item's
 * product, else their first listing in the product's category or in the material's categories
 * (`categoriesOf`: the categories that fit each item), else null.
 */
export function suggestListings(
  items: readonly Pick<ItemToSupply, 'id' | 'productId'>[],
  own: readonly OwnListing[],
  categoriesOf: ReadonlyMap<number, readonly number[]>,
): Record<string, number | null> {
  return Object.fromEntries(
    items.map((item) => {
      const categories = categoriesOf.get(item.id) ?? [];
      const listing =
        own.find((candidate) => item.productId !== null && candidate.productId === item.productId) ??
        own.find((candidate) => candidate.categoryId !== null && categories.includes(candidate.categoryId));
      return [String(item.id), listing?.id ?? null];
    }),
  );
}

/** The categories that fit each item, by item id: its product's category, or its material's categories (with their sub-categories). */
async function itemCategories(db: Database | Transaction, items: readonly Omit<ItemToSupply, 'description'>[]): Promise<Map<number, number[]>> {
  const productIds = items.flatMap((item) => (item.productId === null ? [] : [item.productId]));
  const productRows =
    productIds.length === 0 ? [] : await db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(inArray(products.id, productIds));
  const materials = [...new Set(items.flatMap((item) => (item.productId === null && item.material !== null ? [item.material] : [])))];
  const byMaterial = new Map<string, number[]>();
  for (const material of materials) byMaterial.set(material, await materialCategoryIds(db, [material]));
  return new Map(
    items.map((item) => {
      if (item.productId !== null) {
        const categoryId = productRows.find((row) => row.id === item.productId)?.categoryId;
        return [item.id, categoryId == null ? [] : [categoryId]];
      }
      return [item.id, item.material === null ? [] : (byMaterial.get(item.material) ?? [])];
    }),
  );
}

/** The seller's suggested listing per item of an RFQ (see {@link suggestListings}). */
export async function suggestedListingsFor(db: Database | Transaction, sellerId: number, items: readonly Omit<ItemToSupply, 'description'>[]) {
  const own = await ownListings(db, sellerId);
  if (own.length === 0) return Object.fromEntries(items.map((item) => [String(item.id), null]));
  return suggestListings(items, own, await itemCategories(db, items));
}
