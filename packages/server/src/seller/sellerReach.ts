import { and, eq, sql } from 'drizzle-orm';
import { depotReaches, type Coordinates } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { sellers } from '../db/schema.ts';
import { preparedStatement, runPrepared } from '../shared/preparedStatement.ts';
import { depotIsSet, sellerTrades } from './sellerTrades.ts';

/** The fewest km in one degree of latitude (at the equator): a depot further north or south than radius/this cannot reach. */
const KM_PER_DEGREE_LATITUDE = 110.574;

const sellersNearLatitude = preparedStatement<{ id: number; latitude: number | null; longitude: number | null; radiusKm: number | null }>(
  'sellers_near_latitude',
  sql`select ${sellers.id} as "id", ${sellers.latitude} as "latitude", ${sellers.longitude} as "longitude", ${sellers.deliveryRadiusKm} as "radiusKm"
      from ${sellers}
      where ${sellerTrades} and abs(${sellers.latitude} - ${sql.placeholder('latitude')}::float8) * ${sql.raw(String(KM_PER_DEGREE_LATITUDE))} <= ${sellers.deliveryRadiusKm} + 1`,
);

/**
 * The trading sellers whose depots reach the place (core's depotReaches, the one rule). The
 * database narrows the sellers to those within their radius in latitude alone (an index-friendly
 * band); the rule itself decides, so the answer is the one the product page and checkout give.
 */
export async function sellersReaching(db: Database, place: Coordinates): Promise<number[]> {
  const near = await runPrepared(db, sellersNearLatitude, { latitude: place.latitude });
  return near
    .filter(
      (depot) =>
        depot.latitude !== null &&
        depot.longitude !== null &&
        depot.radiusKm !== null &&
        depotReaches({ latitude: depot.latitude, longitude: depot.longitude, radiusKm: depot.radiusKm }, place),
    )
    .map((depot) => depot.id);
}

/** Whether some trading seller's depot reaches the place (the header's pincode check). */
export async function someSellerReaches(db: Database, place: Coordinates): Promise<boolean> {
  return (await sellersReaching(db, place)).length > 0;
}

/** Whether the seller has set its depot and delivery radius (DESIGN.md: its listings need both). */
export async function sellerHasDepot(db: Database, sellerId: number): Promise<boolean> {
  const [seller] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), depotIsSet()));
  return seller !== undefined;
}
