import { MAX_PRICE_ALERTS, PRICE_ALERT_MESSAGES, alreadyAtTarget, formatPrice } from '@nirmaan/core/pure';
import { and, count, desc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import { productName } from '../cart/cartView.ts';
import type { Database } from '../db/database.ts';
import { type City, listings, notifications, priceAlerts, products, sellers, users } from '../db/schema.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { rupees } from '../orders/delivery.ts';
import { CITY_NAMES } from '../price-board/boardCategories.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';

export interface PriceAlertView {
  id: number;
  product: { id: number; name: string; unit: string };
  city: City;
  target_price: number;
  created_at: string;
  fired_at: string | null;
  fired_price: number | null;
}

/** A served city's listings: active, of a seller who trades, whose depot is in the city. */
export const inCity = (city: City) => and(eq(listings.isActive, true), sellerTrades, inArray(sql`lower(trim(${sellers.city}))`, [...CITY_NAMES[city]]));

/** The lowest price of a product in a city, in paise, or null when no one there sells it. */
export async function lowestPricePaise(db: Database, productId: number, city: City): Promise<number | null> {
  const [row] = await db
    .select({ price: min(listings.pricePaise) })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(and(eq(listings.productId, productId), inCity(city)));
  return row?.price ?? null;
}

export async function listPriceAlerts(db: Database, userId: number): Promise<PriceAlertView[]> {
  const rows = await db
    .select({ alert: priceAlerts, name: products.name, displayName: products.displayName, unit: products.unit })
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
  return rows.map(({ alert, name, displayName, unit }) => ({
    id: alert.id,
    product: { id: alert.productId, name: productName({ name, displayName }), unit },
    city: alert.city,
    target_price: rupees(alert.targetPricePaise),
    created_at: alert.createdAt.toISOString(),
    fired_at: alert.firedAt?.toISOString() ?? null,
    fired_price: alert.firedPricePaise === null ? null : rupees(alert.firedPricePaise),
  }));
}

/**
 * Sets (or re-arms) the buyer's alert for the product in the city. Refused when a price there is
 * already at or below the target (it could never fire) and beyond MAX_PRICE_ALERTS, counted first.
 */
export async function setPriceAlert(db: Database, userId: number, input: { productId: number; city: City; targetPricePaise: number }): Promise<PriceAlertView> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isActive, true)));
  if (!product) throw notFound(PRICE_ALERT_MESSAGES.unknownProduct);
  const lowest = await lowestPricePaise(db, input.productId, input.city);
  if (lowest !== null && lowest <= input.targetPricePaise) throw new HttpError(422, alreadyAtTarget(formatPrice(rupees(lowest)), input.city));
  await db.transaction(async (tx) => {
    // Counted under a lock of the buyer's row, so two requests at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.productId, input.productId), eq(priceAlerts.city, input.city)));
    if (existing) {
      await tx
        .update(priceAlerts)
        .set({ targetPricePaise: input.targetPricePaise, firedAt: null, firedPricePaise: null, createdAt: sql`now()` })
        .where(eq(priceAlerts.id, existing.id));
      return;
    }
    const [kept] = await tx.select({ total: count() }).from(priceAlerts).where(eq(priceAlerts.userId, userId));
    if ((kept?.total ?? 0) >= MAX_PRICE_ALERTS) throw conflict(PRICE_ALERT_MESSAGES.tooMany);
    await tx.insert(priceAlerts).values({ userId, productId: input.productId, city: input.city, targetPricePaise: input.targetPricePaise });
  });
  const alerts = await listPriceAlerts(db, userId);
  return alerts.find((alert) => alert.product.id === input.productId && alert.city === input.city)!;
}

export async function deletePriceAlert(db: Database, userId: number, alertId: number): Promise<void> {
  const deleted = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  if (deleted.length === 0) throw notFound('Price alert not found');
}

export async function listNotifications(db: Database, userId: number, limit = 50) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  }));
}

export async function markNotificationsRead(db: Database, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
