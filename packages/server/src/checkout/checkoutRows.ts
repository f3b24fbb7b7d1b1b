import type { Coordinates, Order, ProductImage } from '@nirmaan/core/pure';
import { productName, splitBySeller, type CartLine, type SellerShare } from '../cart/cartView.ts';
import type { ShippingAddressSnapshot } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { draftTaxInvoice, type InvoiceDraft, type InvoiceFacts } from '../invoices/issueInvoices.ts';
import { rupees } from '../orders/delivery.ts';
import { shippingAddressView } from '../orders/orderView.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { CHECKOUT_MESSAGES } from './checkoutMessages.ts';
import type { CartRow, FactsRow, InvoiceDraftRow, IssuedRow, PlacedRow, WantedLine, WantedOrder } from './checkoutStatements.ts';

/*
 * Pure translations between checkout's statements (checkoutStatements.ts) and the shapes the rules
 * and the answer use: cart lines, the address snapshot, invoice facts, the placed orders as the API
 * shows them (orders/orderView.ts's loadOrders, built from what the statements returned).
 */

/** A cart row as cartView's CartLine (the shape splitBySeller and the rules take). */
export function cartLineOf(row: CartRow): CartLine {
  return {
    id: row.id,
    quantity: row.quantity,
    listing: { id: row.listing_id, pricePaise: row.price_paise, stockQuantity: row.stock_quantity, sellerSku: row.seller_sku, available: row.available },
    product: {
      id: row.product_id,
      name: row.product_name,
      displayName: row.display_name,
      description: row.description,
      masterSku: row.master_sku,
      imageUrl: row.image_url,
      unit: row.unit,
      hasImages: row.has_images,
    },
    seller: {
      id: row.seller_id,
      name: row.seller_name,
      address: row.seller_address,
      phone: row.seller_phone,
      city: row.seller_city,
      latitude: row.seller_latitude,
      longitude: row.seller_longitude,
      deliveryRadiusKm: row.delivery_radius_km,
    },
  };
}

/** The shipping address as it is when the order is placed (orderView's addressSnapshot, from the facts row). */
export function snapshotOf(facts: FactsRow): ShippingAddressSnapshot {
  return {
    address_line1: facts.address_line1,
    address_line2: facts.address_line2,
    city: facts.city,
    state: facts.state,
    postal_code: facts.postal_code,
    country: facts.country,
    landmark: facts.landmark,
    site_contact_name: facts.site_contact_name,
    site_contact_phone: facts.site_contact_phone,
    delivery_instructions: facts.delivery_instructions,
    latitude: facts.latitude,
    longitude: facts.longitude,
  };
}

/** Prices and delivery charges agreed with the sellers (accepted offers), by listing and by seller, in paise. */
export interface Agreed {
  prices: ReadonlyMap<number, number>;
  delivery: ReadonlyMap<number, number>;
}

/** The lines as the placing statement takes them, positions in line order: cart lines, or agreed ones (no cart row). */
export function wantedLines(lines: CartLine[], agreed: Agreed | null): WantedLine[] {
  return lines.map((line, position) => ({
    cart_item_id: agreed ? null : line.id,
    agreed_paise: agreed?.prices.get(line.listing.id) ?? null,
    listing_id: line.listing.id,
    product_id: line.product.id,
    product_name: productName(line.product),
    product_image_url: line.product.imageUrl,
    quantity: line.quantity,
    seller_id: line.seller.id,
    position,
  }));
}

/** The sellers' shares with the delivery charge each seller agreed, where there is an agreement. */
export function withAgreedDelivery(shares: SellerShare[], agreed: Agreed | null): SellerShare[] {
  if (!agreed) return shares;
  return shares.map((share) => ({ ...share, deliveryPaise: agreed.delivery.get(share.seller.id) ?? share.deliveryPaise }));
}

/** The orders as the placing statement takes them: one per seller share, in the order the sellers first appear. */
export function wantedOrders(shares: SellerShare[]): WantedOrder[] {
  return shares.map((share, position) => ({ seller_id: share.seller.id, delivery_paise: share.deliveryPaise, distance_km: share.distanceKm, position }));
}

/** The order-independent facts of one seller's tax invoice (InvoiceFacts with the placed order's id and date still to come). */
export interface ShareInvoiceFacts {
  share: SellerShare;
  snapshot: ShippingAddressSnapshot;
  buyerName: string;
  buyerGstin: string | null;
  buyerBusinessName: string | null;
  sellerGstin: string | null;
  /** Each listing's category HSN code and GST rate. */
  tax: Map<number, { hsn: string | null; rate: number | null }>;
}

/** What the tax invoice of a seller's share is made of, for an order of that id and date. */
export function invoiceFacts(facts: ShareInvoiceFacts, orderId: number, orderDate: Date): InvoiceFacts {
  const { share } = facts;
  return {
    orderId,
    orderDate,
    deliveryChargesPaise: share.deliveryPaise,
    shippingAddress: facts.snapshot,
    buyerGstin: facts.buyerGstin,
    buyerBusinessName: facts.buyerBusinessName,
    buyerName: facts.buyerName,
    seller: { id: share.seller.id, name: share.seller.name, address: share.seller.address, gstin: facts.sellerGstin },
    lines: share.lines.map((line) => ({
      name: productName(line.product),
      quantity: line.quantity,
      pricePaise: line.listing.pricePaise,
      unit: line.product.unit,
      hsn: facts.tax.get(line.listing.id)?.hsn ?? null,
      rate: facts.tax.get(line.listing.id)?.rate ?? null,
    })),
  };
}

/** What the placing statement returned for one order. */
export interface OrderRows {
  id: number;
  orderDate: Date;
  changedAt: Date;
  /** The id of each listing's order line. */
  itemIds: Map<number, number>;
}

/** The placing statement's rows grouped by seller (one order each), or null when it placed nothing. */
export function ordersBySeller(rows: PlacedRow[]): Map<number, OrderRows> | null {
  const bySeller = new Map<number, OrderRows>();
  for (const row of rows) {
    if (row.seller_id === null || row.order_id === null || row.item_id === null || row.order_date === null || row.changed_at === null) return null;
    let order = bySeller.get(row.seller_id);
    if (!order) {
      order = { id: row.order_id, orderDate: new Date(row.order_date), changedAt: new Date(row.changed_at), itemIds: new Map() };
      bySeller.set(row.seller_id, order);
    }
    order.itemIds.set(row.listing_id, row.item_id);
  }
  return bySeller;
}

/** One placed order: its share of the cart, what the placing statement returned for it, and its tax invoice to be numbered (if any). */
export interface PlacedOrder extends OrderRows {
  share: SellerShare;
  invoice: InvoiceDraft | null;
}

/** A placed order as the API shows it (loadOrders' shape), from what checkout knows and the statements returned. */
export function placedOrderView(
  placed: PlacedOrder,
  invoiceNumber: string | null,
  context: { userId: number; addressId: number; snapshot: ShippingAddressSnapshot; buyerGstin: string | null; buyerBusinessName: string | null },
  images: Map<number, ProductImage[]>,
): Order {
  const { share } = placed;
  return {
    id: placed.id,
    user_id: context.userId,
    shipping_address_id: context.addressId,
    shipping_address: shippingAddressView(context.snapshot),
    order_date: placed.orderDate.toISOString(),
    subtotal: rupees(share.subtotalPaise),
    delivery_charges: rupees(share.deliveryPaise),
    total_amount: rupees(share.subtotalPaise + share.deliveryPaise),
    delivery_distance_km: share.distanceKm,
    status: 'pending',
    payment_method: 'cod',
    buyer_gstin: context.buyerGstin,
    buyer_business_name: context.buyerBusinessName,
    invoice_number: invoiceNumber,
    credit_note_number: null,
    seller: { id: share.seller.id, name: share.seller.name, phone: share.seller.phone },
    order_items: share.lines.map((line) => ({
      id: placed.itemIds.get(line.listing.id)!,
      quantity: line.quantity,
      price_per_unit: rupees(line.listing.pricePaise),
      listing: {
        id: line.listing.id,
        product: { id: line.product.id, name: productName(line.product), image_url: line.product.imageUrl, image: images.get(line.product.id)?.[0] ?? null },
      },
    })),
    status_history: [{ status: 'pending', changed_at: placed.changedAt.toISOString() }],
  };
}

/**
 * The orders the placing statement placed, in id order, priced as the statement answered (the agreed
 * price, else the listing's when the stock was taken), with the agreed delivery charges, and
 * each with its tax invoice. Refuses (409) when a line fell short of stock — naming the first in
 * listing id order — or an order's total does not fit an int4: the caller's rollback returns the
 * stock taken.
 */
export function placedOrders(
  rows: PlacedRow[],
  lines: CartLine[],
  destination: Coordinates,
  invoiceBasis: (share: SellerShare) => ShareInvoiceFacts,
  agreed: Agreed | null,
): PlacedOrder[] {
  const shortListing = rows
    .filter((row) => row.price_paise === null)
    .map((row) => row.listing_id)
    .sort((a, b) => a - b)[0];
  const short = lines.find((line) => line.listing.id === shortListing);
  if (short) throw conflict(CHECKOUT_MESSAGES.notEnoughStock(productName(short.product)));
  const prices = new Map(rows.map((row) => [row.listing_id, row.price_paise]));
  const priced = lines.map((line) => ({ ...line, listing: { ...line.listing, pricePaise: prices.get(line.listing.id) ?? line.listing.pricePaise } }));
  const shares = withAgreedDelivery(splitBySeller(priced, destination), agreed);
  if (shares.some((share) => share.subtotalPaise + share.deliveryPaise > INT4_MAX)) throw conflict(CHECKOUT_MESSAGES.tooLarge);
  const bySeller = ordersBySeller(rows);
  if (!bySeller) throw new Error('checkout placed no orders');
  return shares
    .map((share) => {
      const order = bySeller.get(share.seller.id);
      if (!order) throw new Error(`no order placed for seller ${share.seller.id}`);
      return { ...order, share, invoice: draftTaxInvoice(invoiceFacts(invoiceBasis(share), order.id, order.orderDate)) };
    })
    .sort((a, b) => a.id - b.id);
}

/** The tax invoices of the placed orders as the finishing statement takes them, to be numbered in their sellers' series. */
export function invoiceDrafts(placed: PlacedOrder[]): InvoiceDraftRow[] {
  return placed.flatMap(({ id, share, invoice }) => {
    if (!invoice) return [];
    const unnumbered = invoice.document(0);
    const prefix = unnumbered.number.slice(0, unnumbered.number.lastIndexOf('/') + 1);
    return [
      {
        order_id: id,
        seller_id: share.seller.id,
        financial_year: invoice.financialYear,
        prefix,
        digits: unnumbered.number.length - prefix.length,
        issued_at: unnumbered.issuedAt,
        document: unnumbered,
      },
    ];
  });
}

/**
 * Each placed order's invoice number as the finishing statement made it, checked against core's
 * invoiceNumber for the sequence it took (a mismatch throws, and the checkout rolls back).
 */
export function invoiceNumbers(placed: PlacedOrder[], issued: IssuedRow[]): Map<number, string> {
  const numbers = new Map<number, string>();
  for (const order of placed) {
    if (!order.invoice) continue;
    const row = issued.find((candidate) => candidate.order_id === order.id);
    const expected = row && order.invoice.document(row.sequence).number;
    if (!row || row.number !== expected) throw new Error(`invoice of order ${order.id} numbered ${row?.number} instead of ${expected}`);
    numbers.set(order.id, row.number);
  }
  return numbers;
}
