import { formatPrice } from '@nirmaan/core/pure';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { productName } from '../cart/cartView.ts';
import type { Database } from '../db/database.ts';
import { listings, notifications, priceAlerts, products, sellers, users } from '../db/schema.ts';
import { rupees } from '../orders/delivery.ts';
import { cityNamed } from '../price-board/boardCategories.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';
import { priceAlertMessage, pricePerUnitText, type SmsGateway } from '../sms/smsGateway.ts';

export interface AlertFiring {
  db: Database;
  sms: SmsGateway | null;
  logError: (line: string) => void;
}

/**
 * Tells the buyers whose alerts a seller's prices have reached: after the seller creates or edits a
 * listing or uploads a price list. An alert is set only while every price in its city is above the
 * target, so a price at or below it now has crossed it. Each alert fires once (claimed atomically,
 * so two price changes at once tell the buyer once): a notification on the account page, and an
 * SMS where the provider sends price alerts. A failed SMS is logged; the notification stays.
 * Returns how many alerts fired.
 */
export async function firePriceAlerts({ db, sms, logError }: AlertFiring, sellerId: number): Promise<number> {
  const reached = await db
    .select({
      alertId: priceAlerts.id,
      alertCity: priceAlerts.city,
      targetPaise: priceAlerts.targetPricePaise,
      pricePaise: listings.pricePaise,
      sellerCity: sellers.city,
      productId: products.id,
      name: products.name,
      displayName: products.displayName,
      unit: products.unit,
      phone: users.phone,
      language: users.language,
    })
    .from(priceAlerts)
    .innerJoin(listings, and(eq(listings.productId, priceAlerts.productId), eq(listings.sellerId, sellerId), eq(listings.isActive, true)))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .innerJoin(users, and(eq(users.id, priceAlerts.userId), eq(users.isActive, true)))
    .where(and(isNull(priceAlerts.firedAt), lte(listings.pricePaise, priceAlerts.targetPricePaise), sellerTrades));
  let fired = 0;
  for (const row of reached) {
    if (cityNamed(row.sellerCity) !== row.alertCity) continue;
    const [claimed] = await db
      .update(priceAlerts)
      .set({ firedAt: sql`now()`, firedPricePaise: row.pricePaise })
      .where(and(eq(priceAlerts.id, row.alertId), isNull(priceAlerts.firedAt)))
      .returning({ userId: priceAlerts.userId });
    if (!claimed) continue;
    fired += 1;
    const product = productName({ name: row.name, displayName: row.displayName });
    const price = `${formatPrice(rupees(row.pricePaise))} per ${row.unit}`;
    await db.insert(notifications).values({
      userId: claimed.userId,
      text: `${product} is now ${price} in ${row.alertCity}, at or below your target of ${formatPrice(rupees(row.targetPaise))}.`,
      link: `/products/${row.productId}`,
    });
    if (sms?.sends('price-alert')) {
      // In the buyer's language (issue 32); English for a buyer who never chose one.
      const locale = row.language ?? 'en';
      const smsPrice = pricePerUnitText(formatPrice(rupees(row.pricePaise)), row.unit, locale);
      await sms.send(row.phone, priceAlertMessage(product, smsPrice, row.alertCity, locale)).catch((error: unknown) => {
        logError(`Price alert ${row.alertId}: the SMS was not sent: ${(error as Error).message}`);
      });
    }
  }
  return fired;
}
