import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_ORDER_EXPORT_MAX,
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDERS_CSV,
  istDayEnd,
  istDayStart,
  type AdminOrderBuyer,
  type AdminOrderDetail,
  type AdminOrderFilters,
  type AdminOrderSummary,
} from '@nirmaan/core/pure';
import { toCsv } from '../csv/csvFiles.ts';
import type { Database } from '../db/database.ts';
import { orderItems, orders, orderStatusEvents } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { rupees } from '../orders/delivery.ts';
import { documentNumber, shippingAddressView } from '../orders/orderView.ts';
import { leadCustomers } from '../seller/orders.ts';
import type { Page } from '../shared/search.ts';

/*
 * Every order for the admin (issue 28): the list with its filters, one order with everything about
 * it, and the filtered list as a CSV file. Orders are per seller; a CRM lead's order has no buyer
 * account (its buyer is the lead's contact) and no shipping address.
 */

/** The SQL condition of the filters; dates are whole days in India, both ends included. */
export function orderFilterCondition(filters: AdminOrderFilters): SQL | undefined {
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.seller_id ? eq(orders.sellerId, filters.seller_id) : undefined,
    filters.partner_id ? eq(orders.partnerId, filters.partner_id) : undefined,
    filters.city ? sql`lower(${orders.shippingAddress}->>'city') = lower(${filters.city})` : undefined,
    filters.placed_from ? gte(orders.orderDate, istDayStart(filters.placed_from)) : undefined,
    filters.placed_to ? lt(orders.orderDate, istDayEnd(filters.placed_to)) : undefined,
  );
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

type BuyerUser = { id: number; firstName: string; lastName: string; phone: string; email: string | null } | null;

function buyerOf(
  orderId: number,
  user: BuyerUser,
  contacts: Map<number, { name: string; phone: string | null; email: string | null }>,
): AdminOrderBuyer | null {
  if (user) return { user_id: user.id, name: fullName(user), phone: user.phone, email: user.email };
  const contact = contacts.get(orderId);
  return contact ? { user_id: null, name: contact.name, phone: contact.phone, email: contact.email } : null;
}

/** The orders matching `where`, newest first, with what the list and the CSV show. */
async function loadOrders(db: Database, where: SQL | undefined, page: { limit?: number; offset?: number }) {
  const rows = await db.query.orders.findMany({
    where,
    orderBy: [desc(orders.orderDate), desc(orders.id)],
    limit: page.limit,
    offset: page.offset,
    with: {
      user: { columns: { id: true, firstName: true, lastName: true, phone: true, email: true } },
      seller: { columns: { id: true, name: true } },
      orderItems: { columns: { productName: true, quantity: true }, orderBy: [asc(orderItems.id)] },
    },
  });
  const contacts = await leadCustomers(
    db,
    rows.filter((row) => row.source === 'crm_lead').map((row) => row.id),
  );
  return rows.map((row) => ({
    row,
    summary: {
      id: row.id,
      order_date: row.orderDate.toISOString(),
      status: row.status,
      buyer: buyerOf(row.id, row.user, contacts),
      seller: row.seller,
      city: row.shippingAddress?.city ?? null,
      partner_id: row.partnerId,
      item_count: row.orderItems.length,
      total_amount: rupees(row.totalAmountPaise),
    } satisfies AdminOrderSummary,
  }));
}

async function countOrders(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orders).where(where);
  return row?.value ?? 0;
}

/** One page of the orders matching the filters, newest first, and how many match. */
export async function listAdminOrders(db: Database, query: AdminOrderFilters & { limit: number; offset: number }): Promise<Page<AdminOrderSummary>> {
  const where = orderFilterCondition(query);
  const [loaded, total] = await Promise.all([loadOrders(db, where, query), countOrders(db, where)]);
  return { items: loaded.map(({ summary }) => summary), total };
}

/** The orders matching the filters as a CSV file (every cell neutralised against formulas); 422 beyond ADMIN_ORDER_EXPORT_MAX orders. */
export async function adminOrdersCsv(db: Database, filters: AdminOrderFilters): Promise<string> {
  const where = orderFilterCondition(filters);
  if ((await countOrders(db, where)) > ADMIN_ORDER_EXPORT_MAX) throw new HttpError(422, ADMIN_ORDER_MESSAGES.tooManyToExport);
  const loaded = await loadOrders(db, where, {});
  return toCsv(
    ADMIN_ORDERS_CSV.columns,
    loaded.map(({ row, summary }) => [
      summary.id,
      summary.order_date,
      summary.status,
      summary.buyer?.name,
      summary.buyer?.phone,
      summary.buyer?.email,
      summary.seller.name,
      summary.city,
      summary.partner_id,
      row.orderItems.map((item) => `${item.productName} x ${item.quantity}`).join('; '),
      rupees(row.subtotalPaise),
      rupees(row.deliveryChargesPaise),
      summary.total_amount,
    ]),
  );
}

/** One order with its buyer, seller, address, lines, charges (with the GST of its invoice) and status history; 404 when unknown. */
export async function adminOrderDetail(db: Database, orderId: number): Promise<AdminOrderDetail> {
  const row = await db.query.orders.findFirst({
    where: eq(orders.id, orderId),
    with: {
      user: { columns: { id: true, firstName: true, lastName: true, phone: true, email: true } },
      seller: { columns: { id: true, name: true, phone: true, email: true } },
      orderItems: { orderBy: [asc(orderItems.id)] },
      statusEvents: { orderBy: [asc(orderStatusEvents.changedAt), asc(orderStatusEvents.id)] },
      invoices: { columns: { kind: true, number: true, document: true } },
    },
  });
  if (!row) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  const contacts = row.source === 'crm_lead' ? await leadCustomers(db, [row.id]) : new Map();
  const invoice = row.invoices.find((document) => document.kind === 'invoice');
  const figures = invoice?.document.figures;
  return {
    id: row.id,
    order_date: row.orderDate.toISOString(),
    status: row.status,
    source: row.source,
    payment_method: row.paymentMethod,
    buyer: buyerOf(row.id, row.user, contacts),
    buyer_gstin: row.buyerGstin,
    buyer_business_name: row.buyerBusinessName,
    seller: row.seller,
    city: row.shippingAddress?.city ?? null,
    partner_id: row.partnerId,
    shipping_address: shippingAddressView(row.shippingAddress),
    item_count: row.orderItems.length,
    items: row.orderItems.map((item) => ({
      id: item.id,
      product_name: item.productName,
      quantity: item.quantity,
      price_per_unit: rupees(item.pricePerUnitPaise),
      line_total: rupees(item.pricePerUnitPaise * item.quantity),
    })),
    total_amount: rupees(row.totalAmountPaise),
    charges: {
      subtotal: rupees(row.subtotalPaise),
      delivery_charges: rupees(row.deliveryChargesPaise),
      delivery_distance_km: row.deliveryDistanceKm,
      total_amount: rupees(row.totalAmountPaise),
      taxes:
        invoice && figures
          ? {
              invoice_number: invoice.number,
              taxable_value: rupees(figures.taxablePaise),
              cgst: rupees(figures.cgstPaise),
              sgst: rupees(figures.sgstPaise),
              igst: rupees(figures.igstPaise),
            }
          : null,
    },
    credit_note_number: documentNumber(row.invoices, 'credit_note'),
    status_history: row.statusEvents.map((event) => ({ status: event.status, changed_at: event.changedAt.toISOString(), actor_role: event.actorRole })),
  };
}
