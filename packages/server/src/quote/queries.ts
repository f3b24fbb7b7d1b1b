import { eq } from 'drizzle-orm';
import type { QuoteReceipt } from '@nirmaan/core/pure';
import type { z } from 'zod';
import { routeLeadToSellers } from '../crm/leadRouting.ts';
import type { Database } from '../db/database.ts';
import { products, quoteRequests } from '../db/schema.ts';
import type { quoteBody } from './schemas.ts';

/**
 * Stores a quote request and routes it to the CRM of the product's sellers, or without a product to
 * the sellers of the material. A product that does not exist (or no longer) is dropped, not refused:
 * the request still counts.
 */
export async function saveQuoteRequest(db: Database, body: z.output<typeof quoteBody>): Promise<QuoteReceipt> {
  const { product_id: productId, partner_id: partnerId, ...fields } = body;
  const saved = await db.transaction(async (tx) => {
    const [product] = productId ? await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)) : [];
    const [quote] = await tx
      .insert(quoteRequests)
      .values({ ...fields, productId: product?.id ?? null, partnerId })
      .returning({ id: quoteRequests.id, createdAt: quoteRequests.createdAt });
    await routeLeadToSellers(tx, {
      productId: product?.id ?? null,
      material: fields.material,
      person: { name: fields.name, phone: fields.phone, email: fields.email, company: fields.company },
      kind: 'Quote request',
      detail: `${fields.quantity} ${fields.unit}`,
      description: [fields.company && `Company: ${fields.company}`, fields.message].filter(Boolean).join('\n') || null,
      quantity: fields.quantity,
      source: 'quote',
      quoteRequestId: quote!.id,
      partnerId,
    });
    return quote!;
  });
  return { id: saved.id, created_at: saved.createdAt.toISOString() };
}
