import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  financialYearOf,
  gstStateCode,
  gstStateName,
  invoiceNumber,
  taxInvoiceFigures,
  type InvoiceDocument,
  type InvoiceKind,
  type InvoiceParty,
} from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import {
  categories,
  crmContacts,
  crmLeads,
  invoiceSeries,
  invoices,
  orderItems,
  orders,
  products,
  sellers,
  type ShippingAddressSnapshot,
  users,
} from '../db/schema.ts';

const parentCategories = alias(categories, 'parent_category');

/** The next number of the seller's series for the year and kind: taken under the series row's lock, so numbers never repeat or skip. */
async function nextSequence(tx: Database, sellerId: number, financialYear: string, kind: InvoiceKind): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ sellerId, financialYear, kind, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.sellerId, invoiceSeries.financialYear, invoiceSeries.kind],
      set: { lastSequence: sql`${invoiceSeries.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceSeries.lastSequence });
  if (!row) throw new Error('invoice series returned no row');
  return row.sequence;
}

/** What a tax invoice is made of: the order, its parties and its lines (checkout gathers these before placing the order). */
export interface InvoiceFacts {
  orderId: number;
  orderDate: Date;
  deliveryChargesPaise: number;
  shippingAddress: ShippingAddressSnapshot | null;
  buyerGstin: string | null;
  buyerBusinessName: string | null;
  /** The buyer's full name, else the CRM contact's company or name; '' when none is known. */
  buyerName: string;
  seller: { id: number; name: string; address: string | null; gstin: string | null };
  lines: { name: string; quantity: number; pricePaise: number; unit: string | null; hsn: string | null; rate: number | null }[];
}

/** A tax invoice ready to be numbered: its financial year (whose series gives the number) and the document for a sequence number. */
export interface InvoiceDraft {
  sellerId: number;
  financialYear: string;
  document: (sequence: number) => InvoiceDocument;
}

/**
 * The tax invoice of an order (pure): the seller's GSTIN and state, the buyer (their business and
 * GSTIN when given), the place of supply (the shipping address's state), each line at its category's
 * HSN code and GST rate, and the delivery charge. Null when the order gets none: a seller that has not
 * registered a GSTIN, an unknown state, or a line whose category has no GST rate.
 */
export function draftTaxInvoice(facts: InvoiceFacts): InvoiceDraft | null {
  const { seller, lines } = facts;
  if (!seller.gstin) return null;
  const sellerCode = seller.gstin.slice(0, 2);
  // Goods delivered: the state where the delivery ends. An order converted from a CRM lead has no
  // shipping address (the contact collects, or the seller arranges it): the goods are handed over
  // where the seller is (IGST Act 2017, section 10(1)(d)).
  const address = facts.shippingAddress;
  const placeCode = address ? gstStateCode(address.state) : sellerCode;
  if (!placeCode) return null;
  if (lines.length === 0 || lines.some((line) => line.hsn === null || line.rate === null)) return null;

  const figures = taxInvoiceFigures({
    sellerStateCode: sellerCode,
    placeOfSupplyStateCode: placeCode,
    lines: lines.map((line) => ({
      description: line.name,
      hsn: line.hsn!,
      quantity: line.quantity,
      unit: line.unit ?? 'Nos',
      unitPricePaise: line.pricePaise,
      gstRatePercent: Number(line.rate),
    })),
    deliveryChargePaise: facts.deliveryChargesPaise,
  });
  const sellerParty: InvoiceParty = {
    name: seller.name,
    address: seller.address ?? '',
    gstin: seller.gstin,
    state: gstStateName(sellerCode),
    stateCode: sellerCode,
  };
  const buyer: InvoiceParty = {
    name: facts.buyerBusinessName ?? (facts.buyerName || 'Buyer'),
    address: address
      ? [address.address_line1, address.address_line2, `${address.city}, ${address.state} ${address.postal_code}`].filter(Boolean).join(', ')
      : '',
    gstin: facts.buyerGstin,
    state: gstStateName(placeCode),
    stateCode: placeCode,
  };
  const financialYear = financialYearOf(facts.orderDate);
  return {
    sellerId: seller.id,
    financialYear,
    document: (sequence) => ({
      kind: 'invoice',
      number: invoiceNumber('invoice', financialYear, sequence),
      issuedAt: facts.orderDate.toISOString(),
      financialYear,
      orderId: facts.orderId,
      seller: sellerParty,
      buyer,
      placeOfSupply: `${gstStateName(placeCode)} (${placeCode})`,
      against: null,
      figures,
    }),
  };
}

/**
 * Issues the tax invoice of a just-placed order, in the order's transaction ({@link draftTaxInvoice}
 * says what it holds and when there is none: answered null), numbered in the seller's series.
 */
export async function issueInvoice(tx: Database, orderId: number): Promise<InvoiceDocument | null> {
  const [order] = await tx
    .select({
      id: orders.id,
      orderDate: orders.orderDate,
      deliveryChargesPaise: orders.deliveryChargesPaise,
      shippingAddress: orders.shippingAddress,
      buyerGstin: orders.buyerGstin,
      buyerBusinessName: orders.buyerBusinessName,
      sellerId: sellers.id,
      sellerName: sellers.name,
      sellerAddress: sellers.address,
      sellerGstin: sellers.gstin,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      contactName: crmContacts.name,
      contactCompany: crmContacts.company,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(crmLeads, eq(crmLeads.orderId, orders.id))
    .leftJoin(crmContacts, eq(crmContacts.id, crmLeads.contactId))
    .where(eq(orders.id, orderId));
  if (!order?.sellerGstin) return null;

  const lines = await tx
    .select({
      name: orderItems.productName,
      quantity: orderItems.quantity,
      pricePaise: orderItems.pricePerUnitPaise,
      unit: products.unit,
      hsn: sql<string | null>`coalesce(${categories.hsnCode}, ${parentCategories.hsnCode})`,
      rate: sql<number | null>`coalesce(${categories.gstRatePercent}, ${parentCategories.gstRatePercent})`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const draft = draftTaxInvoice({
    orderId,
    orderDate: order.orderDate,
    deliveryChargesPaise: order.deliveryChargesPaise,
    shippingAddress: order.shippingAddress,
    buyerGstin: order.buyerGstin,
    buyerBusinessName: order.buyerBusinessName,
    buyerName: `${order.buyerFirstName ?? ''} ${order.buyerLastName ?? ''}`.trim() || order.contactCompany || order.contactName || '',
    seller: { id: order.sellerId, name: order.sellerName, address: order.sellerAddress, gstin: order.sellerGstin },
    lines,
  });
  if (!draft) return null;
  const document = draft.document(await nextSequence(tx, order.sellerId, draft.financialYear, 'invoice'));
  await tx.insert(invoices).values({
    orderId,
    sellerId: order.sellerId,
    kind: 'invoice',
    number: document.number,
    financialYear: draft.financialYear,
    issuedAt: order.orderDate,
    document,
  });
  return document;
}

/**
 * Issues the credit note of a cancelled order that had been invoiced, in the cancellation's
 * transaction: the invoice's figures in full, against its number, in the seller's credit-note series.
 * Answers null when the order had no invoice (or already has its credit note).
 */
export async function issueCreditNote(tx: Database, orderId: number, at: Date = new Date()): Promise<InvoiceDocument | null> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (!invoice) return null;
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')));
  if (existing) return null;
  const financialYear = financialYearOf(at);
  const number = invoiceNumber('credit_note', financialYear, await nextSequence(tx, invoice.sellerId, financialYear, 'credit_note'));
  const document: InvoiceDocument = {
    ...invoice.document,
    kind: 'credit_note',
    number,
    issuedAt: at.toISOString(),
    financialYear,
    against: { number: invoice.number, issuedAt: invoice.document.issuedAt },
  };
  await tx.insert(invoices).values({ orderId, sellerId: invoice.sellerId, kind: 'credit_note', number, financialYear, issuedAt: at, document });
  return document;
}
