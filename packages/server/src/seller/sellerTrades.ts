import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { sellers } from '../db/schema.ts';

/** The seller has set its depot (a map point) and delivery radius: its listings need both. */
export function depotIsSet(): SQL {
  return and(isNotNull(sellers.latitude), isNotNull(sellers.longitude), isNotNull(sellers.deliveryRadiusKm))!;
}

/**
 * A seller buyers may see, order from and whose leads it gets: active, approved by an admin, and
 * with a depot and delivery radius (DESIGN.md: new sellers are pending until an admin approves them;
 * a listing needs the seller's depot location and delivery radius). Every buyer-facing query joins
 * `sellers` and filters with this one condition.
 */
export const sellerTrades: SQL = and(eq(sellers.isActive, true), eq(sellers.status, 'approved'), depotIsSet())!;

/** The same condition as a boolean column, for lines that stay visible but cannot be ordered (a cart). */
export const sellerTradesColumn = sql<boolean>`coalesce(${sellerTrades}, false)`;
