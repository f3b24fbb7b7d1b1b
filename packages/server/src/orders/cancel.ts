import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Order } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { listings, orderItems, orders, orderStatusEvents } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { issueCreditNote } from '../invoices/issueInvoices.ts';
import { loadOrders } from './orderView.ts';
import { withTransactionRetry } from '../shared/transactions.ts';
import { INT4_MAX } from '../shared/limits.ts';

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  notCancellable: 'Only pending orders can be cancelled',
} as const;

/**
 * The buyer cancels their own order while it is pending. The status changes with a conditional
 * UPDATE (`WHERE status = 'pending'`); only the request whose UPDATE returned the row restores the
 * stock, so concurrent double cancels restore each line's stock exactly once (the others wait on
 * the row lock, then find the order no longer pending and answer 409).
 */
export async function cancelOrder(db: Database, userId: number, orderId: number): Promise<Order> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      if (!cancelled) {
        const [existing] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
        throw existing ? conflict(ORDER_MESSAGES.notCancellable) : notFound(ORDER_MESSAGES.notFound);
      }
      // Ascending listing ids, as checkout takes them: no lock-order deadlocks between the two.
      const lines = await tx
        .select({ listingId: orderItems.listingId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.listingId)))
        .orderBy(asc(orderItems.listingId), asc(orderItems.id));
      for (const line of lines) {
        if (line.listingId === null) continue;
        await tx
          .update(listings)
          // Saturating: a seller may have set the stock to the column's maximum meanwhile; the sum must not overflow.
          .set({ stockQuantity: sql`least(${listings.stockQuantity}::bigint + ${line.quantity}, ${INT4_MAX})::int`, updatedAt: sql`now()` })
          .where(eq(listings.id, line.listingId));
      }
      await tx.insert(orderStatusEvents).values({ orderId, status: 'cancelled', actorRole: 'buyer', actorId: userId });
      // An invoiced order cancelled: its credit note reverses the invoice.
      await issueCreditNote(tx, orderId);
      const [order] = await loadOrders(tx, eq(orders.id, orderId));
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return order;
    }),
  );
}
