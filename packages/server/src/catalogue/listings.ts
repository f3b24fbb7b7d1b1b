import { and, asc, eq, sql } from 'drizzle-orm';
import type { Listing } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { preparedOnce } from '../db/prepared.ts';
import { listings, sellers } from '../db/schema.ts';
import { quoteDelivery, rupees, type MaybeCoordinates } from '../orders/delivery.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';

/** A product's active listings of trading sellers with their sellers, cheapest first (prepared once). */
const listingsOfProduct = preparedOnce((db) =>
  db
    .select({
      id: listings.id,
      pricePaise: listings.pricePaise,
      stock: listings.stockQuantity,
      sellerSku: listings.sellerSku,
      seller: {
        id: sellers.id,
        name: sellers.name,
        address: sellers.address,
        phone: sellers.phone,
        city: sellers.city,
        latitude: sellers.latitude,
        longitude: sellers.longitude,
        deliveryRadiusKm: sellers.deliveryRadiusKm,
      },
    })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(and(eq(listings.productId, sql.placeholder('productId')), eq(listings.isActive, true), sellerTrades))
    .orderBy(asc(listings.pricePaise), asc(listings.id))
    .prepare('listings_of_product'),
);

/**
 * GET /products/{id}/listings: the product's active listings of trading sellers (sellerTrades). With
 * a place to deliver to (deliveryPlace) each listing carries its delivery estimate, the landed total
 * for `quantity` (DESIGN.md: ₹250 + ₹25/km) and whether the seller's radius reaches the place. Those
 * in reach come first, cheapest landed first, then those beyond it, then (no place) by unit price.
 */
export async function productListings(db: Database, productId: number, place: MaybeCoordinates | null, quantity: number): Promise<Listing[]> {
  const rows = await listingsOfProduct(db).execute({ productId });

  const shown = rows.map((row): Listing => {
    const { latitude, longitude, deliveryRadiusKm, ...seller } = row.seller;
    const price = rupees(row.pricePaise);
    const quote = place ? quoteDelivery(place, { latitude, longitude, deliveryRadiusKm }) : null;
    return {
      id: row.id,
      product_id: productId,
      price,
      stock_quantity: row.stock,
      seller_sku: row.sellerSku,
      is_active: true,
      seller,
      delivery:
        quote && quote.distanceKm !== null && deliveryRadiusKm !== null
          ? {
              distance_km: quote.distanceKm,
              delivery_charge: rupees(quote.chargePaise),
              landed_total: rupees(row.pricePaise * quantity + quote.chargePaise),
              delivery_radius_km: deliveryRadiusKm,
              within_reach: quote.withinReach === true,
            }
          : null,
    };
  });
  const beyondReach = (listing: Listing) => (listing.delivery?.within_reach === false ? 1 : 0);
  const landed = (listing: Listing) => listing.delivery?.landed_total ?? Number.POSITIVE_INFINITY;
  return shown.sort((a, b) => beyondReach(a) - beyondReach(b) || landed(a) - landed(b) || a.price - b.price || a.id - b.id);
}
