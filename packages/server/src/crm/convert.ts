import { and, eq, sql } from 'drizzle-orm';
import type { LeadConversion } from '@nirmaan/core/pure';
import { productName } from '../cart/cartView.ts';
import type { Database } from '../db/database.ts';
import { crmLeads, listings, orderItems, orders, orderStatusEvents, products } from '../db/schema.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { CHECKOUT_MESSAGES, takeListingStock } from '../checkout/placeOrders.ts';
import { withTransactionRetry } from '../shared/transactions.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { issueInvoice } from '../invoices/issueInvoices.ts';
import { sellerOrder } from '../seller/orders.ts';
import { CRM_MESSAGES } from './records.ts';
import { leadView } from './views.ts';

export const CONVERT_MESSAGES = {
  /** Spec toolkit §5: converting a lead needs a quantity greater than zero. */
  invalidQuantity: 'Invalid quantity',
  alreadyConverted: 'This lead has already been converted to an order',
  noListing: 'This lead has no listing to order. Choose one of your listings for it first.',
  inactive: (name: string) => `Your listing of ${name} is inactive. Activate it before converting this lead.`,
} as const;

/**
 * Turns a lead with a listing and no order into a real order of the seller (source 'crm_lead') for
 * the lead's contact: `quantity` units (the query's, else the lead's) at the listing's current
 * price, no delivery charge and no shipping address (the seller arranges delivery with the contact),
 * status pending. As at checkout, the listing's stock is taken with one conditional UPDATE, so it
 * is never oversold. The lead row is locked first, so a lead converts once: a second conversion,
 * even a simultaneous one, answers 409. The lead then points at the order, carries the quantity and
 * is won, and the order gets its tax invoice (when the seller is registered for GST). Everything
 * happens in one transaction.
 */
export async function convertLeadToOrder(db: Database, sellerId: number, leadId: number, requestedQuantity: number | undefined): Promise<LeadConversion> {
  const orderId = await withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const [lead] = await tx
        .select()
        .from(crmLeads)
        .where(and(eq(crmLeads.id, leadId), eq(crmLeads.sellerId, sellerId)))
        .for('update');
      if (!lead) throw notFound(CRM_MESSAGES.leadNotFound);
      if (lead.orderId !== null) throw conflict(CONVERT_MESSAGES.alreadyConverted);
      const quantity = requestedQuantity ?? lead.quantity;
      if (!quantity || quantity < 1) throw new HttpError(422, CONVERT_MESSAGES.invalidQuantity);
      if (lead.listingId === null) throw conflict(CONVERT_MESSAGES.noListing);

      const [listing] = await tx
        .select({
          id: listings.id,
          isActive: listings.isActive,
          productId: products.id,
          name: products.name,
          displayName: products.displayName,
          imageUrl: products.imageUrl,
        })
        .from(listings)
        .innerJoin(products, eq(products.id, listings.productId))
        .where(and(eq(listings.id, lead.listingId), eq(listings.sellerId, sellerId)));
      if (!listing) throw conflict(CONVERT_MESSAGES.noListing);
      const name = productName(listing);
      if (!listing.isActive) throw conflict(CONVERT_MESSAGES.inactive(name));
      const pricePaise = await takeListingStock(tx, listing.id, quantity);
      if (pricePaise === null) throw conflict(CHECKOUT_MESSAGES.notEnoughStock(name));
      const subtotalPaise = pricePaise * quantity;
      if (subtotalPaise > INT4_MAX) throw conflict(CHECKOUT_MESSAGES.tooLarge);

      const [order] = await tx
        .insert(orders)
        .values({
          userId: null,
          sellerId,
          subtotalPaise,
          deliveryChargesPaise: 0,
          totalAmountPaise: subtotalPaise,
          status: 'pending',
          paymentMethod: 'cod',
          source: 'crm_lead',
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('order insert returned no row');
      await tx.insert(orderItems).values({
        orderId: order.id,
        listingId: listing.id,
        productId: listing.productId,
        productName: name,
        productImageUrl: listing.imageUrl,
        quantity,
        pricePerUnitPaise: pricePaise,
      });
      await tx.insert(orderStatusEvents).values({ orderId: order.id, status: 'pending', actorRole: 'seller', actorId: sellerId });
      await tx
        .update(crmLeads)
        .set({ orderId: order.id, quantity, stage: 'won', updatedAt: sql`now()` })
        .where(eq(crmLeads.id, lead.id));
      // Its tax invoice, made out to the lead's contact, as checkout's orders get theirs.
      await issueInvoice(tx, order.id);
      return order.id;
    }),
  );
  const [lead] = await db.select().from(crmLeads).where(eq(crmLeads.id, leadId));
  if (!lead) throw notFound(CRM_MESSAGES.leadNotFound);
  return { order_id: orderId, order: await sellerOrder(db, sellerId, orderId), lead: leadView(lead) };
}
