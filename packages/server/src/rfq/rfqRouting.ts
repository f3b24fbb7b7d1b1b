import { and, eq, inArray, or } from 'drizzle-orm';
import { RFQ_MESSAGES } from '@nirmaan/core/pure';
import { materialCategoryIds } from '../crm/leadRouting.ts';
import type { Database, Transaction } from '../db/database.ts';
import { listings, pincodes, products, sellers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { pincodeCentroid } from '../pincodes/pincodeCentroid.ts';
import { sellersReaching } from '../seller/sellerReach.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';

/*
 * Who receives an RFQ (issue 31): the trading sellers who serve the site (DESIGN.md's
 * serviceability rule, as the pincode check and checkout apply it) and can supply at least one of its
 * items: they list the item's product or another product of its category, or, for an item described
 * in words, list products of the categories of its material.
 */

/**
 * The trading sellers serving the site's pincode: those whose depot reaches its centroid; for a
 * delivery area the centroid table does not know (taken on the admin's word), the sellers of its
 * city. A pincode that is not an active delivery area is a 422: no supplier could be asked.
 */
export async function sellersServing(db: Database, pincode: string): Promise<number[]> {
  const [area] = await db
    .select({ city: pincodes.city })
    .from(pincodes)
    .where(and(eq(pincodes.pincode, pincode), eq(pincodes.isActive, true)))
    .limit(1);
  if (!area) throw new HttpError(422, RFQ_MESSAGES.notServed);
  const centroid = pincodeCentroid(pincode);
  if (centroid) return sellersReaching(db, centroid);
  const inCity = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.city, area.city), sellerTrades));
  return inCity.map((seller) => seller.id);
}

/** What an RFQ's items name, for routing: catalogue products and the materials of items described in words. */
export interface RoutedItems {
  productIds: number[];
  materials: string[];
}

/** Of the serving sellers, those with an active listing of an item's product, its category, or a material's categories. */
export async function sellersWhoCanSupply(tx: Transaction, serving: readonly number[], items: RoutedItems): Promise<number[]> {
  if (serving.length === 0) return [];
  const productCategories =
    items.productIds.length === 0
      ? []
      : (await tx.selectDistinct({ id: products.categoryId }).from(products).where(inArray(products.id, items.productIds))).map((row) => row.id);
  const categoryIds = [...new Set([...productCategories, ...(await materialCategoryIds(tx, items.materials))])];
  if (categoryIds.length === 0 && items.productIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ sellerId: listings.sellerId })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(
      and(
        eq(listings.isActive, true),
        inArray(listings.sellerId, [...serving]),
        or(
          items.productIds.length > 0 ? inArray(listings.productId, items.productIds) : undefined,
          categoryIds.length > 0 ? inArray(products.categoryId, categoryIds) : undefined,
        ),
      ),
    );
  return rows.map((row) => row.sellerId).sort((a, b) => a - b);
}
