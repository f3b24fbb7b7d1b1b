import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Address, InvoiceKind, Order } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { type addresses, orderItems, orders, orderStatusEvents, type ShippingAddressSnapshot } from '../db/schema.ts';
import { rupees } from './delivery.ts';
import { imagesOfProducts } from '../product-images/productImages.ts';

type AddressRow = typeof addresses.$inferSelect;

export function addressView(row: AddressRow): Address {
  return {
    id: row.id,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
    landmark: row.landmark,
    site_contact_name: row.siteContactName,
    site_contact_phone: row.siteContactPhone,
    delivery_instructions: row.deliveryInstructions,
    latitude: row.latitude,
    longitude: row.longitude,
    is_default: row.isDefault,
  };
}

/** The address as it is when an order is placed; later edits of the address do not change the order. */
export function addressSnapshot(row: AddressRow): ShippingAddressSnapshot {
  const { id: _id, is_default: _isDefault, ...snapshot } = addressView(row);
  return snapshot;
}

/** The number of the order's document of that kind; null when it has none. */
export function documentNumber(documents: readonly { kind: InvoiceKind; number: string }[], kind: InvoiceKind): string | null {
  return documents.find((document) => document.kind === kind)?.number ?? null;
}

/** The order's address as the API shows it: orders placed before addresses had site details answer them as null. */
export function shippingAddressView(snapshot: ShippingAddressSnapshot | null): Order['shipping_address'] {
  if (!snapshot) return null;
  return { landmark: null, site_contact_name: null, site_contact_phone: null, delivery_instructions: null, ...snapshot };
}

/**
 * Orders as the API shows them, with their lines and seller, newest first (or in id order with
 * `ascending`). `where` must already scope them to the buyer.
 */
export async function loadOrders(db: Database, where: SQL | undefined, options: { ascending?: boolean } = {}): Promise<Order[]> {
  const rows = await db.query.orders.findMany({
    where,
    orderBy: options.ascending ? [asc(orders.id)] : [desc(orders.orderDate), desc(orders.id)],
    with: {
      seller: { columns: { id: true, name: true, phone: true } },
      orderItems: { orderBy: [asc(orderItems.id)] },
      statusEvents: { columns: { status: true, changedAt: true }, orderBy: [asc(orderStatusEvents.changedAt), asc(orderStatusEvents.id)] },
      invoices: { columns: { kind: true, number: true } },
    },
  });
  const images = await imagesOfProducts(
    db,
    rows.flatMap((row) => row.orderItems.flatMap((item) => (item.productId === null ? [] : [item.productId]))),
  );
  const firstImage = (productId: number | null) => (productId === null ? null : (images.get(productId)?.[0] ?? null));
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    shipping_address_id: row.shippingAddressId,
    shipping_address: shippingAddressView(row.shippingAddress),
    order_date: row.orderDate.toISOString(),
    subtotal: rupees(row.subtotalPaise),
    delivery_charges: rupees(row.deliveryChargesPaise),
    total_amount: rupees(row.totalAmountPaise),
    delivery_distance_km: row.deliveryDistanceKm,
    status: row.status,
    payment_method: row.paymentMethod,
    buyer_gstin: row.buyerGstin,
    buyer_business_name: row.buyerBusinessName,
    invoice_number: documentNumber(row.invoices, 'invoice'),
    credit_note_number: documentNumber(row.invoices, 'credit_note'),
    seller: row.seller,
    order_items: row.orderItems.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      price_per_unit: rupees(item.pricePerUnitPaise),
      listing: {
        id: item.listingId,
        product: { id: item.productId, name: item.productName, image_url: item.productImageUrl, image: firstImage(item.productId) },
      },
    })),
    status_history: row.statusEvents.map((event) => ({ status: event.status, changed_at: event.changedAt.toISOString() })),
  }));
}

/** The buyer's own orders, newest first. */
export function buyerOrders(db: Database, userId: number): Promise<Order[]> {
  return loadOrders(db, eq(orders.userId, userId));
}

/** One of the buyer's own orders; undefined for another buyer's or an unknown one. */
export async function buyerOrder(db: Database, userId: number, orderId: number): Promise<Order | undefined> {
  const [order] = await loadOrders(db, and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}
