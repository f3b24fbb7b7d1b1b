import { and, asc, eq, inArray } from 'drizzle-orm';
import { compareOffers, type RfqStatus } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { productName } from '../cart/cartView.ts';
import { listings, products, rfqItems, rfqOfferItems, rfqOffers, sellers, type rfqs } from '../db/schema.ts';

/*
 * Reading RFQs for their answers: the items, the offers with their prices, the comparison (core's
 * compareOffers) and the status as the buyer and sellers see it (an open RFQ past its time is expired).
 */

type RfqRow = typeof rfqs.$inferSelect;
type ItemRow = typeof rfqItems.$inferSelect;
type OfferRow = typeof rfqOffers.$inferSelect;

const rupees = (paise: number) => paise / 100;

/** The status shown: an open RFQ whose time has passed is expired, without a job having to mark it. */
export function shownStatus(rfq: Pick<RfqRow, 'status' | 'expiresAt'>, now: Date): RfqStatus {
  return rfq.status === 'open' && rfq.expiresAt.getTime() <= now.getTime() ? 'expired' : rfq.status;
}

/** The fields every view of an RFQ shares. */
export function rfqSummaryView(rfq: RfqRow, now: Date) {
  return {
    id: rfq.id,
    status: shownStatus(rfq, now),
    site_pincode: rfq.sitePincode,
    site_location: rfq.siteLocation,
    needed_by: rfq.neededBy,
    expires_at: rfq.expiresAt.toISOString(),
    created_at: rfq.createdAt.toISOString(),
  };
}

export function itemView(item: ItemRow) {
  return { id: item.id, product_id: item.productId, description: item.description, material: item.material, quantity: item.quantity, unit: item.unit };
}

export function itemsOf(db: Database, rfqId: number): Promise<ItemRow[]> {
  return db.select().from(rfqItems).where(eq(rfqItems.rfqId, rfqId)).orderBy(asc(rfqItems.position));
}

/** An offer with its seller's name and its price per item (rupees, null for "cannot supply"), in the RFQ's item order. */
export interface OfferWithPrices {
  offer: OfferRow;
  sellerName: string;
  unitPrices: Record<number, number | null>;
  /** The items the buyer accepted from this offer. */
  acceptedItemIds: number[];
  /** Per item id, the seller's listing that supplies it and its product's name (items not priced have none). */
  supplies: Record<number, { listingId: number; productName: string }>;
}

/** The offers on an RFQ (all of them, or one seller's), oldest first, with their prices. */
export async function offersOf(db: Database, rfqId: number, sellerId?: number): Promise<OfferWithPrices[]> {
  const rows = await db
    .select({ offer: rfqOffers, sellerName: sellers.name })
    .from(rfqOffers)
    .innerJoin(sellers, eq(sellers.id, rfqOffers.sellerId))
    .where(and(eq(rfqOffers.rfqId, rfqId), sellerId === undefined ? undefined : eq(rfqOffers.sellerId, sellerId)))
    .orderBy(asc(rfqOffers.createdAt), asc(rfqOffers.id));
  if (rows.length === 0) return [];
  const prices = await db
    .select({
      offerId: rfqOfferItems.offerId,
      rfqItemId: rfqOfferItems.rfqItemId,
      unitPricePaise: rfqOfferItems.unitPricePaise,
      accepted: rfqOfferItems.accepted,
      listingId: rfqOfferItems.listingId,
      productName: products.name,
      productDisplayName: products.displayName,
    })
    .from(rfqOfferItems)
    .leftJoin(listings, eq(listings.id, rfqOfferItems.listingId))
    .leftJoin(products, eq(products.id, listings.productId))
    .where(
      inArray(
        rfqOfferItems.offerId,
        rows.map((row) => row.offer.id),
      ),
    );
  return rows.map(({ offer, sellerName }) => {
    const own = prices.filter((price) => price.offerId === offer.id);
    return {
      offer,
      sellerName,
      unitPrices: Object.fromEntries(own.map((price) => [price.rfqItemId, price.unitPricePaise])),
      acceptedItemIds: own.filter((price) => price.accepted).map((price) => price.rfqItemId),
      supplies: Object.fromEntries(
        own.flatMap((price) =>
          price.listingId === null || price.productName === null
            ? []
            : [[price.rfqItemId, { listingId: price.listingId, productName: productName({ name: price.productName, displayName: price.productDisplayName }) }]],
        ),
      ),
    };
  });
}

/** An offer as its seller and the buyer read it (rupees), in the RFQ's item order. */
export function offerView(items: readonly ItemRow[], { offer, sellerName, unitPrices, acceptedItemIds, supplies }: OfferWithPrices) {
  return {
    id: offer.id,
    seller: { id: offer.sellerId, business_name: sellerName },
    status: offer.status,
    revision: offer.revision,
    delivery_charge: rupees(offer.deliveryChargePaise),
    delivery_date: offer.deliveryDate,
    valid_until: offer.validUntil,
    terms: offer.terms,
    updated_at: offer.updatedAt.toISOString(),
    order_id: offer.orderId,
    items: items.map((item) => {
      const price = unitPrices[item.id];
      const supply = supplies[item.id];
      return {
        rfq_item_id: item.id,
        unit_price: typeof price === 'number' ? rupees(price) : null,
        accepted: acceptedItemIds.includes(item.id),
        listing_id: supply?.listingId ?? null,
        product_name: supply?.productName ?? null,
      };
    }),
  };
}

/** The offers side by side for the buyer (and the admin): each with its landed totals, and the best offer per item. */
export function comparedOffersView(items: readonly ItemRow[], offers: readonly OfferWithPrices[]) {
  const comparison = compareOffers(
    items,
    offers.map(({ offer, unitPrices }) => ({ id: offer.id, deliveryChargePaise: offer.deliveryChargePaise, unitPrices })),
  );
  return {
    offers: offers.map((offered, index) => {
      const compared = comparison.offers[index]!;
      return {
        ...offerView(items, offered),
        landed_total: rupees(compared.landedTotalPaise),
        missing_item_ids: compared.missingItemIds,
        landed_by_item: Object.fromEntries(Object.entries(compared.landedByItem).map(([itemId, paise]) => [itemId, rupees(paise)])),
      };
    }),
    best_offer_by_item: Object.fromEntries(items.map((item) => [String(item.id), comparison.bestOfferByItem[item.id] ?? null])),
  };
}
