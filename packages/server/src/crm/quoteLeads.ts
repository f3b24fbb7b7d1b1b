import { and, eq, or } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { crmContacts, crmLeads, listings, products, sellers } from '../db/schema.ts';

export interface RoutedQuote {
  id: number;
  productId: number | null;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  material: string;
  quantity: number;
  unit: string;
  message: string | null;
  partnerId: string | null;
}

/** The seller's contact for this person (same e-mail or phone), made when there is none. */
async function contactFor(tx: Transaction, sellerId: number, quote: RoutedQuote): Promise<number> {
  const [existing] = await tx
    .select({ id: crmContacts.id })
    .from(crmContacts)
    .where(and(eq(crmContacts.sellerId, sellerId), or(eq(crmContacts.email, quote.email), eq(crmContacts.phone, quote.phone))))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(crmContacts)
    .values({ sellerId, name: quote.name, email: quote.email, phone: quote.phone, company: quote.company, source: 'quote' })
    .returning({ id: crmContacts.id });
  return created!.id;
}

/**
 * A quote request for a product reaches the CRM of every active seller who lists it (active
 * listing): a lead (source 'quote', the partner id kept) on the seller's listing, for the person as a
 * contact. Answers how many sellers it reached. Runs in the transaction that stores the quote.
 */
export async function routeQuoteToSellers(tx: Transaction, quote: RoutedQuote): Promise<number> {
  if (quote.productId === null) return 0;
  const offers = await tx
    .select({ sellerId: listings.sellerId, listingId: listings.id, productName: products.name })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(listings.productId, quote.productId), eq(listings.isActive, true), eq(sellers.isActive, true)));
  for (const offer of offers) {
    const contactId = await contactFor(tx, offer.sellerId, quote);
    await tx.insert(crmLeads).values({
      sellerId: offer.sellerId,
      title: `Quote request: ${offer.productName}, ${quote.quantity} ${quote.unit}`,
      description: [quote.company && `Company: ${quote.company}`, quote.message].filter(Boolean).join('\n') || null,
      contactId,
      listingId: offer.listingId,
      quantity: Number.isInteger(quote.quantity) ? quote.quantity : null,
      source: 'quote',
      quoteRequestId: quote.id,
      partnerId: quote.partnerId,
    });
  }
  return offers.length;
}
