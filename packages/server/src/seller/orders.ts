import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SellerOrder, SellerOrderCustomer } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { crmLeads, type OrderStatus, orderItems, orders, orderStatusEvents } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { rupees } from '../orders/delivery.ts';
import { documentNumber, shippingAddressView } from '../orders/orderView.ts';
import { withTransactionRetry } from '../shared/transactions.ts';

/**
 * The seller's side of orders (spec toolkit §2 "Orders", §4). Orders are per seller (checkout
 * splits a cart by seller), so an order "contains the seller's listings" exactly when its
 * seller_id is theirs. Cash on delivery: the seller advances an order one step at a time,
 * pending → processing → shipped → delivered (delivered = delivered and cash collected). Nothing
 * else is theirs to set: not a step back, not a skipped step, not cancelled (the buyer cancels).
 */
export const NEXT_STATUS: Readonly<Record<OrderStatus, OrderStatus | null>> = {
  pending: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
  delivered: null,
  cancelled: null,
};

export const SELLER_ORDER_MESSAGES = {
  notFound: 'Order not found',
  final: (status: OrderStatus) => `This order is ${status} and its status can no longer change`,
  onlyNext: (status: OrderStatus, next: OrderStatus) => `A ${status} order can only move to ${next}`,
} as const;

/** The customer a converted lead's order goes to: the lead's CRM contact. */
export async function leadCustomers(db: Database, orderIds: number[]): Promise<Map<number, SellerOrderCustomer>> {
  if (orderIds.length === 0) return new Map();
  const leads = await db.query.crmLeads.findMany({
    where: inArray(crmLeads.orderId, orderIds),
    columns: { orderId: true },
    with: { contact: { columns: { name: true, phone: true, email: true } } },
  });
  const customers = new Map<number, SellerOrderCustomer>();
  for (const lead of leads) if (lead.orderId !== null && lead.contact) customers.set(lead.orderId, lead.contact);
  return customers;
}

/** The seller's orders matching `where`, newest first, as the dashboard shows them. */
export async function loadSellerOrders(db: Database, sellerId: number, where?: SQL, page: { limit?: number; offset?: number } = {}): Promise<SellerOrder[]> {
  const rows = await db.query.orders.findMany({
    where: and(eq(orders.sellerId, sellerId), where),
    orderBy: [desc(orders.orderDate), desc(orders.id)],
    limit: page.limit,
    offset: page.offset,
    with: {
      user: { columns: { id: true, firstName: true, lastName: true, phone: true, email: true } },
      orderItems: { orderBy: [asc(orderItems.id)] },
      statusEvents: { columns: { status: true, changedAt: true }, orderBy: [asc(orderStatusEvents.changedAt), asc(orderStatusEvents.id)] },
      invoices: { columns: { kind: true, number: true } },
    },
  });
  const contacts = await leadCustomers(
    db,
    rows.filter((row) => row.source === 'crm_lead').map((row) => row.id),
  );
  return rows.map((row) => {
    const user = row.user
      ? { id: row.user.id, first_name: row.user.firstName, last_name: row.user.lastName, phone: row.user.phone, email: row.user.email }
      : null;
    const customer = user ? { name: `${user.first_name} ${user.last_name}`.trim(), phone: user.phone, email: user.email } : (contacts.get(row.id) ?? null);
    return {
      id: row.id,
      status: row.status,
      source: row.source,
      order_date: row.orderDate.toISOString(),
      subtotal: rupees(row.subtotalPaise),
      delivery_charges: rupees(row.deliveryChargesPaise),
      total_amount: rupees(row.totalAmountPaise),
      payment_method: row.paymentMethod,
      user,
      customer,
      shipping_address: shippingAddressView(row.shippingAddress),
      order_items: row.orderItems.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        price_per_unit: rupees(item.pricePerUnitPaise),
        listing: { id: item.listingId, product: { id: item.productId, name: item.productName } },
      })),
      status_history: row.statusEvents.map((event) => ({ status: event.status, changed_at: event.changedAt.toISOString() })),
      next_status: NEXT_STATUS[row.status],
      invoice_number: documentNumber(row.invoices, 'invoice'),
      credit_note_number: documentNumber(row.invoices, 'credit_note'),
    };
  });
}

export async function countSellerOrders(db: Database, sellerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.sellerId, sellerId));
  return row?.n ?? 0;
}

export async function sellerOrder(db: Database, sellerId: number, orderId: number): Promise<SellerOrder> {
  const [order] = await loadSellerOrders(db, sellerId, eq(orders.id, orderId));
  if (!order) throw notFound(SELLER_ORDER_MESSAGES.notFound);
  return order;
}

/**
 * Moves one of the seller's orders to `status`, which must be the next step from its current one
 * (409 otherwise; 404 for an order that is not theirs), and records a status event with the seller
 * as actor. The order row is locked, so two advances at once cannot both apply.
 */
export async function advanceOrderStatus(db: Database, sellerId: number, orderId: number, status: OrderStatus): Promise<SellerOrder> {
  await withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const [order] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
        .for('update');
      if (!order) throw notFound(SELLER_ORDER_MESSAGES.notFound);
      const next = NEXT_STATUS[order.status];
      if (next === null) throw conflict(SELLER_ORDER_MESSAGES.final(order.status));
      if (status !== next) throw conflict(SELLER_ORDER_MESSAGES.onlyNext(order.status, next));
      await tx
        .update(orders)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      await tx.insert(orderStatusEvents).values({ orderId, status, actorRole: 'seller', actorId: sellerId });
    }),
  );
  return sellerOrder(db, sellerId, orderId);
}
