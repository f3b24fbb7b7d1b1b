import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type PriceBoardCategory, haversineKm } from '@nirmaan/core/pure';
import { productName } from '../cart/cartView.ts';
import type { Database } from '../db/database.ts';
import { addresses, categories, CITIES, type City, listings, pincodes, priceHistory, products, sellers, users } from '../db/schema.ts';
import { boardCategoryOf, CITY_NAMES, cityNamed } from './boardCategories.ts';
import type { ListingPrices } from './priceBoard.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';

/** Catalogue category id → board category, for the categories on the board (optionally one board category). */
async function boardCategoryIds(db: Database, only: PriceBoardCategory | null): Promise<Map<number, PriceBoardCategory>> {
  const rows = await db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const result = new Map<number, PriceBoardCategory>();
  for (const row of rows) {
    const board = row.parentId === null ? boardCategoryOf(row.name, null) : boardCategoryOf(names.get(row.parentId) ?? '', row.name);
    if (board && (only === null || board === only)) result.set(row.id, board);
  }
  return result;
}

/** The active listings of active sellers in `city` whose products are on the board, each with its recorded prices. */
export async function boardListings(db: Database, city: City, category: PriceBoardCategory | null): Promise<ListingPrices[]> {
  const boardCategories = await boardCategoryIds(db, category);
  if (boardCategories.size === 0) return [];
  const offers = await db
    .select({
      listingId: listings.id,
      productId: listings.productId,
      pricePaise: listings.pricePaise,
      updatedAt: listings.updatedAt,
      name: products.name,
      displayName: products.displayName,
      unit: products.unit,
      categoryId: products.categoryId,
    })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(
      and(
        eq(listings.isActive, true),
        eq(products.isActive, true),
        sellerTrades,
        inArray(products.categoryId, [...boardCategories.keys()]),
        inArray(sql`lower(trim(${sellers.city}))`, [...CITY_NAMES[city]]),
      ),
    );
  if (offers.length === 0) return [];
  const history = await db
    .select({ listingId: priceHistory.listingId, pricePaise: priceHistory.newPricePaise, changedAt: priceHistory.changedAt })
    .from(priceHistory)
    .where(
      inArray(
        priceHistory.listingId,
        offers.map((offer) => offer.listingId),
      ),
    )
    .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id));
  const historyOf = new Map<number, ListingPrices['history'][number][]>();
  for (const entry of history)
    historyOf.set(entry.listingId, [...(historyOf.get(entry.listingId) ?? []), { pricePaise: entry.pricePaise, changedAt: entry.changedAt }]);
  return offers.map((offer) => ({
    listingId: offer.listingId,
    productId: offer.productId,
    material: productName({ name: offer.name, displayName: offer.displayName }),
    category: boardCategories.get(offer.categoryId) as PriceBoardCategory,
    unit: offer.unit,
    currentPricePaise: offer.pricePaise,
    updatedAt: offer.updatedAt,
    history: historyOf.get(offer.listingId) ?? [],
  }));
}

/** Where each city is, for a buyer known only by coordinates. */
const CITY_CENTRES: Record<City, { latitude: number; longitude: number }> = {
  Bangalore: { latitude: 12.9716, longitude: 77.5946 },
  Chennai: { latitude: 13.0827, longitude: 80.2707 },
  Coimbatore: { latitude: 11.0168, longitude: 76.9558 },
};

/** A buyer further than this from every city centre is not in a served city. */
const CITY_RADIUS_KM = 80;

/** The served city nearest to a point, when one is within CITY_RADIUS_KM. */
export function cityNear(point: { latitude: number; longitude: number }): City | null {
  let nearest: { city: City; km: number } | null = null;
  for (const city of CITIES) {
    const km = haversineKm(point, CITY_CENTRES[city]);
    if (!nearest || km < nearest.km) nearest = { city, km };
  }
  return nearest && nearest.km <= CITY_RADIUS_KM ? nearest.city : null;
}

/**
 * The buyer's city, when it can be told: from their default (else latest) address — its pincode's
 * city in the pincode list, else the city written on it — and failing that from their stored
 * delivery location (the nearest served city within 80 km). Null when none of these tells.
 */
export async function buyerCity(db: Database, buyerId: number): Promise<City | null> {
  const [address] = await db
    .select({ city: addresses.city, postalCode: addresses.postalCode, pincodeCity: pincodes.city })
    .from(addresses)
    .leftJoin(pincodes, eq(pincodes.pincode, addresses.postalCode))
    .where(eq(addresses.userId, buyerId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  const fromAddress = cityNamed(address?.pincodeCity) ?? cityNamed(address?.city);
  if (fromAddress) return fromAddress;
  const [buyer] = await db.select({ latitude: users.latitude, longitude: users.longitude }).from(users).where(eq(users.id, buyerId)).limit(1);
  if (buyer?.latitude == null || buyer.longitude == null) return null;
  return cityNear({ latitude: buyer.latitude, longitude: buyer.longitude });
}
