import { and, asc, eq, sql } from 'drizzle-orm';
import type { Listing } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { preparedOnce } from '../db/prepared.ts';
import { listings, products, sellers } from '../db/schema.ts';
import { onSale } from './productSql.ts';
import { quoteDelivery, rupees, type MaybeCoordinates, type SellerDepot } from '../orders/delivery.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';

/**
 * A product on sale with its active listings of trading sellers and their sellers, cheapest first,
 * in one statement prepared once (issue 30: whether the product exists was a statement of its own).
 * No row: no such product on sale; one row without a listing (its id null): a product nobody offers.
 */
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
    .from(products)
    .leftJoin(
      listings,
      and(
        eq(listings.productId, products.id),
        eq(listings.isActive, true),
        sql`exists (select 1 from ${sellers} where ${sellers.id} = ${listings.sellerId} and ${sellerTrades})`,
      ),
    )
    .leftJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(and(eq(products.id, sql.placeholder('productId')), onSale))
    .orderBy(asc(listings.pricePaise), asc(listings.id))
    .prepare('listings_of_product'),
);

/** A listing row of a product, with its seller. */
interface ListingRow {
  id: number;
  pricePaise: number;
  stock: number;
  sellerSku: string | null;
  seller: { id: number; name: string | null; address: string | null; phone: string | null; city: string | null } & SellerDepot;
}

/** A listing as the storefront shows it: its price in rupees and, with a place, its delivery estimate and landed total for `quantity`. */
function listingShown(row: ListingRow, productId: number, place: MaybeCoordinates | null, quantity: number): Listing {
  const { latitude, longitude, deliveryRadiusKm, ...seller } = row.seller;
  const quote = place ? quoteDelivery(place, { latitude, longitude, deliveryRadiusKm }) : null;
  return {
    id: row.id,
    product_id: productId,
    price: rupees(row.pricePaise),
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
}

/**
 * GET /products/{id}/listings: the product's active listings of trading sellers (sellerTrades). With
 * a place to deliver to (deliveryPlace) each listing carries its delivery estimate, the landed total
 * for `quantity` (DESIGN.md: ₹250 + ₹25/km) and whether the seller's radius reaches the place. Those
 * in reach come first, cheapest landed first, then those beyond it, then (no place) by unit price.
 * Null when the product is unknown or not on sale (the route answers 404).
 */
export async function productListings(db: Database, productId: number, place: MaybeCoordinates | null, quantity: number): Promise<Listing[] | null> {
  const rows = await listingsOfProduct(db).execute({ productId });
  if (rows.length === 0) return null;

  const shown = rows.flatMap(({ id, pricePaise, stock, sellerSku, seller }) =>
    id !== null && pricePaise !== null && stock !== null && seller !== null
      ? [listingShown({ id, pricePaise, stock, sellerSku, seller }, productId, place, quantity)]
      : [],
  );
  const beyondReach = (listing: Listing) => (listing.delivery?.within_reach === false ? 1 : 0);
  const landed = (listing: Listing) => listing.delivery?.landed_total ?? Number.POSITIVE_INFINITY;
  return shown.sort((a, b) => beyondReach(a) - beyondReach(b) || landed(a) - landed(b) || a.price - b.price || a.id - b.id);
}
