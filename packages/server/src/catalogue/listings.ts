import { and, asc, eq } from 'drizzle-orm';
import type { Listing } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { listings, sellers } from '../db/schema.ts';
import { quoteDelivery, rupees, type MaybeCoordinates } from '../orders/delivery.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';

/**
 * GET /products/{id}/listings: the product's active listings of trading (active, approved) sellers. For a buyer with a
 * stored location each listing whose seller has coordinates carries its delivery estimate and the
 * landed total for `quantity` (DESIGN.md: ₹250 + ₹25/km); those come first, cheapest landed first,
 * then the others by unit price.
 */
export async function productListings(db: Database, productId: number, buyer: MaybeCoordinates | null, quantity: number): Promise<Listing[]> {
  const rows = await db
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
      },
    })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(and(eq(listings.productId, productId), eq(listings.isActive, true), sellerTrades))
    .orderBy(asc(listings.pricePaise), asc(listings.id));

  const shown = rows.map((row): Listing => {
    const { latitude, longitude, ...seller } = row.seller;
    const price = rupees(row.pricePaise);
    const quote = buyer ? quoteDelivery(buyer, { latitude, longitude }) : null;
    return {
      id: row.id,
      product_id: productId,
      price,
      stock_quantity: row.stock,
      seller_sku: row.sellerSku,
      is_active: true,
      seller,
      delivery:
        quote && quote.distanceKm !== null
          ? { distance_km: quote.distanceKm, delivery_charge: rupees(quote.chargePaise), landed_total: rupees(row.pricePaise * quantity + quote.chargePaise) }
          : null,
    };
  });
  const landed = (listing: Listing) => listing.delivery?.landed_total ?? Number.POSITIVE_INFINITY;
  return shown.sort((a, b) => landed(a) - landed(b) || a.price - b.price || a.id - b.id);
}
