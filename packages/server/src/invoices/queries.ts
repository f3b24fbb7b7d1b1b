import { and, eq } from 'drizzle-orm';
import type { InvoiceDocument, InvoiceKind } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { invoices, orders } from '../db/schema.ts';

/** Whose invoice it may be: the order's buyer, or its seller. */
export type InvoiceOwner = { userId: number } | { sellerId: number };

/** The order's invoice or credit note, when the order is the owner's and it has one; null otherwise (both are a 404). */
export async function ownedInvoice(db: Database, orderId: number, kind: InvoiceKind, owner: InvoiceOwner): Promise<InvoiceDocument | null> {
  const ownership = 'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.sellerId, owner.sellerId);
  const [row] = await db
    .select({ document: invoices.document })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), ownership));
  return row?.document ?? null;
}
