import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { signAccessToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { categories, orderItems, orders, products, sellers } from '../db/schema.ts';
import { TEST_CONFIG } from './testServer.ts';

/*
 * Set-up the browser journeys (e2e/) need and no API offers: they run the real server in-process on
 * TEST_CONFIG (e2e/support/server.ts), so these read and sign against its database.
 */

/** A seeded seller's session, as if they had signed in (seeded sellers have no password until an operator sets one). */
export async function seededSellerToken(db: Database, email: string): Promise<string> {
  const [seller] = await db.select({ id: sellers.id, tokenVersion: sellers.tokenVersion }).from(sellers).where(eq(sellers.email, email));
  if (!seller) throw new Error(`no seller ${email}`);
  return signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(seller.id), role: 'seller', ver: seller.tokenVersion });
}

/** The first product (by id) of each top-level category named (its own or a sub-category's). */
export async function firstProductsOf(db: Database, categoryNames: readonly string[]): Promise<number[]> {
  const parent = alias(categories, 'parent');
  const rows = await db
    .select({ id: products.id, category: categories.name, parent: parent.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .orderBy(asc(products.id));
  return categoryNames.map((name) => {
    const found = rows.find((row) => row.category === name || row.parent === name);
    if (!found) throw new Error(`no product in ${name}`);
    return found.id;
  });
}

/** Orders as stored: their seller, source, partner and lines (unit price in rupees). */
export async function storedOrders(db: Database, orderIds: readonly number[]) {
  const placed = await db
    .select({ id: orders.id, sellerId: orders.sellerId, source: orders.source, partnerId: orders.partnerId })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  const lines = await db
    .select({ orderId: orderItems.orderId, productId: orderItems.productId, quantity: orderItems.quantity, pricePerUnitPaise: orderItems.pricePerUnitPaise })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]));
  return placed.map((order) => ({
    ...order,
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map(({ productId, quantity, pricePerUnitPaise }) => ({ productId, quantity, unitPrice: pricePerUnitPaise / 100 })),
  }));
}
