import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { ListingDeletion, SellerListing } from '@nirmaan/core/pure';
import { productName } from '../cart/cartView.ts';
import type { Database } from '../db/database.ts';
import { listings, orderItems, priceHistory, type PriceSource, products } from '../db/schema.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { conflict, notFound } from '../http/errors.ts';
import { rupees } from '../orders/delivery.ts';

export const LISTING_MESSAGES = {
  notFound: 'Listing not found',
  productNotFound: 'Product not found',
  duplicate: 'You already have a listing for this product. Edit that listing instead.',
  skuTaken: (sku: string) => `You already use the seller SKU ${sku} for another listing`,
  deleted: 'Listing deleted',
  deactivated: 'This listing is part of orders, so it was deactivated instead of deleted',
} as const;

/** A listing row with the product columns the seller's table shows. */
const listingColumns = {
  id: listings.id,
  productId: listings.productId,
  pricePaise: listings.pricePaise,
  stockQuantity: listings.stockQuantity,
  sellerSku: listings.sellerSku,
  isActive: listings.isActive,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  productName: products.name,
  productDisplayName: products.displayName,
  masterSku: products.masterSku,
  unit: products.unit,
  productOnSale: products.isActive,
};

export type ListingRow = Awaited<ReturnType<typeof selectListings>>[number];

async function selectListings(db: Database, where: SQL | undefined, order: 'newest' | 'id' = 'newest') {
  return db
    .select(listingColumns)
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(where)
    .orderBy(...(order === 'newest' ? [desc(listings.createdAt), desc(listings.id)] : [asc(listings.id)]));
}

export function listingView(row: ListingRow): SellerListing {
  return {
    id: row.id,
    product_id: row.productId,
    product: {
      id: row.productId,
      name: productName({ name: row.productName, displayName: row.productDisplayName }),
      master_sku: row.masterSku,
      unit: row.unit,
      is_active: row.productOnSale,
    },
    price: rupees(row.pricePaise),
    stock_quantity: row.stockQuantity,
    seller_sku: row.sellerSku,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The seller's listings, newest first (or in id order, for the CSV export). */
export async function sellerListings(db: Database, sellerId: number, order: 'newest' | 'id' = 'newest'): Promise<ListingRow[]> {
  return selectListings(db, eq(listings.sellerId, sellerId), order);
}

export async function sellerListing(db: Database, sellerId: number, listingId: number): Promise<SellerListing> {
  const [row] = await selectListings(db, and(eq(listings.id, listingId), eq(listings.sellerId, sellerId)));
  if (!row) throw notFound(LISTING_MESSAGES.notFound);
  return listingView(row);
}

/** Records a price a listing now has (old null for its first price). */
export async function recordPrice(db: Database, listingId: number, oldPricePaise: number | null, newPricePaise: number, source: PriceSource): Promise<void> {
  await db.insert(priceHistory).values({ listingId, oldPricePaise, newPricePaise, source });
}

/** 409 when another listing of the seller already carries this seller SKU (so CSV rows can be matched by it). */
async function assertSkuFree(db: Database, sellerId: number, sku: string | null | undefined, exceptListingId?: number): Promise<void> {
  if (!sku) return;
  const [taken] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.sellerSku, sku), exceptListingId === undefined ? undefined : ne(listings.id, exceptListingId)))
    .limit(1);
  if (taken) throw conflict(LISTING_MESSAGES.skuTaken(sku));
}

export interface ListingCreate {
  productId: number;
  pricePaise: number;
  stockQuantity: number;
  sellerSku: string | null;
  isActive: boolean;
}

/** A new listing and its first price_history row (source 'create'), in one transaction. */
export async function createListing(db: Database, sellerId: number, input: ListingCreate): Promise<SellerListing> {
  // A product an admin deactivated takes no new listings (issue 28); existing ones stay, hidden from buyers.
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isActive, true)));
  if (!product) throw notFound(LISTING_MESSAGES.productNotFound);
  try {
    const id = await db.transaction(async (tx) => {
      await assertSkuFree(tx, sellerId, input.sellerSku);
      const [existing] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.sellerId, sellerId), eq(listings.productId, input.productId)));
      if (existing) throw conflict(LISTING_MESSAGES.duplicate);
      const [created] = await tx
        .insert(listings)
        .values({ sellerId, ...input })
        .returning({ id: listings.id });
      if (!created) throw new Error('listing insert returned no row');
      await recordPrice(tx, created.id, null, input.pricePaise, 'create');
      return created.id;
    });
    return await sellerListing(db, sellerId, id);
  } catch (error) {
    // Two creations at once: the unique (seller_id, product_id) constraint refuses the second.
    if (isUniqueViolation(error)) throw conflict(LISTING_MESSAGES.duplicate);
    throw error;
  }
}

export interface ListingUpdate {
  pricePaise?: number | undefined;
  stockQuantity?: number | undefined;
  sellerSku?: string | null | undefined;
  isActive?: boolean | undefined;
}

/**
 * Changes the fields given. The row is locked first, so the old price written to price_history
 * (source 'edit', only when the price really changes) is the one this update replaced.
 */
export async function updateListing(db: Database, sellerId: number, listingId: number, input: ListingUpdate): Promise<SellerListing> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ pricePaise: listings.pricePaise })
      .from(listings)
      .where(and(eq(listings.id, listingId), eq(listings.sellerId, sellerId)))
      .for('update');
    if (!current) throw notFound(LISTING_MESSAGES.notFound);
    if (input.sellerSku !== undefined) await assertSkuFree(tx, sellerId, input.sellerSku, listingId);
    await tx
      .update(listings)
      .set({ pricePaise: input.pricePaise, stockQuantity: input.stockQuantity, sellerSku: input.sellerSku, isActive: input.isActive, updatedAt: sql`now()` })
      .where(and(eq(listings.id, listingId), eq(listings.sellerId, sellerId)));
    if (input.pricePaise !== undefined && input.pricePaise !== current.pricePaise)
      await recordPrice(tx, listingId, current.pricePaise, input.pricePaise, 'edit');
  });
  return sellerListing(db, sellerId, listingId);
}

/**
 * Deletes a listing no order contains. A listing in any order is deactivated instead: deleting it
 * would drop its price history (the price board) and detach its order lines, so a cancelled order
 * could no longer restock it. Buyers no longer see a deactivated listing either way.
 */
export async function deleteListing(db: Database, sellerId: number, listingId: number): Promise<ListingDeletion> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, listingId), eq(listings.sellerId, sellerId)))
      .for('update');
    if (!listing) throw notFound(LISTING_MESSAGES.notFound);
    const [ordered] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.listingId, listingId)).limit(1);
    if (ordered) {
      await tx
        .update(listings)
        .set({ isActive: false, updatedAt: sql`now()` })
        .where(eq(listings.id, listingId));
      return { id: listingId, deleted: false, deactivated: true, detail: LISTING_MESSAGES.deactivated };
    }
    await tx.delete(listings).where(eq(listings.id, listingId));
    return { id: listingId, deleted: true, deactivated: false, detail: LISTING_MESSAGES.deleted };
  });
}
