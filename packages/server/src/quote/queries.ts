import { and, eq } from 'drizzle-orm';
import { QUOTE_MESSAGES, type QuoteReceipt } from '@nirmaan/core/pure';
import type { z } from 'zod';
import { routeLeadToSellers } from '../crm/leadRouting.ts';
import type { Database, Transaction } from '../db/database.ts';
import { listings, products, quoteRequests, sellers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';
import type { quoteBody } from './schemas.ts';

/** The offer a request names: active, of the product named (when one is), from a trading seller; else a 422 the buyer reads. */
async function askedOffer(tx: Transaction, listingId: number, productId: number | null | undefined): Promise<{ id: number; productId: number }> {
  const [offer] = await tx
    .select({ id: listings.id, productId: listings.productId })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(and(eq(listings.id, listingId), eq(listings.isActive, true), sellerTrades));
  if (!offer || (productId != null && offer.productId !== productId)) throw new HttpError(422, QUOTE_MESSAGES.offerGone);
  return offer;
}

/**
 * Stores a quote request and routes it: to the one seller whose offer it names (the product page's
 * Get Quote), else to the CRM of the product's sellers, else to the sellers of the material. A
 * product that does not exist (or no longer) is dropped, not refused: the request still counts. An
 * offer that is gone is refused, so the buyer can ask another supplier.
 */
export async function saveQuoteRequest(db: Database, body: z.output<typeof quoteBody>): Promise<QuoteReceipt> {
  const { product_id: productId, listing_id: listingId, site_pincode: sitePincode, partner_id: partnerId, ...fields } = body;
  const saved = await db.transaction(async (tx) => {
    const offer = listingId ? await askedOffer(tx, listingId, productId) : null;
    const [product] = offer
      ? [{ id: offer.productId }]
      : productId
        ? await tx.select({ id: products.id }).from(products).where(eq(products.id, productId))
        : [];
    const [quote] = await tx
      .insert(quoteRequests)
      .values({ ...fields, productId: product?.id ?? null, listingId: offer?.id ?? null, sitePincode: sitePincode ?? null, partnerId })
      .returning({ id: quoteRequests.id, createdAt: quoteRequests.createdAt });
    await routeLeadToSellers(tx, {
      productId: product?.id ?? null,
      listingId: offer?.id ?? null,
      material: fields.material,
      person: { name: fields.name, phone: fields.phone, email: fields.email, company: fields.company },
      kind: 'Quote request',
      detail: `${fields.quantity} ${fields.unit}`,
      description:
        [fields.company && `Company: ${fields.company}`, sitePincode && `Site pincode: ${sitePincode}`, fields.message].filter(Boolean).join('\n') || null,
      quantity: fields.quantity,
      source: 'quote',
      quoteRequestId: quote!.id,
      partnerId,
    });
    return quote!;
  });
  return { id: saved.id, created_at: saved.createdAt.toISOString() };
}
