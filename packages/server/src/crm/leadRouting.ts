import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { crmContacts, crmLeads, listings, products, sellers } from '../db/schema.ts';
import type { LeadSource } from '../db/tables/values.ts';

/** Who asked: becomes (or matches) a contact in each seller's CRM. */
export interface LeadPerson {
  name: string;
  phone: string;
  email?: string | null;
  company?: string | null;
}

/** A lead from a widget (a quote request or a chatbot inquiry) about one product. */
export interface IncomingLead {
  productId: number | null;
  person: LeadPerson;
  /** 'Quote request' / 'Chatbot inquiry': the lead's title starts with it, then the product name. */
  kind: string;
  /** Appended to the title after the product name, e.g. '200 Bags'. */
  detail?: string;
  description: string | null;
  quantity: number | null;
  source: Extract<LeadSource, 'quote' | 'chatbot'>;
  quoteRequestId?: number;
  chatbotInquiryId?: number;
  partnerId: string | null;
}

/** The seller's contact for this person (same e-mail or phone), made when there is none. */
async function contactFor(tx: Transaction, sellerId: number, person: LeadPerson, source: IncomingLead['source']): Promise<number> {
  const sameEmail: SQL | undefined = person.email ? eq(crmContacts.email, person.email) : undefined;
  const [existing] = await tx
    .select({ id: crmContacts.id })
    .from(crmContacts)
    .where(and(eq(crmContacts.sellerId, sellerId), or(sameEmail, eq(crmContacts.phone, person.phone))))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(crmContacts)
    .values({ sellerId, name: person.name, email: person.email ?? null, phone: person.phone, company: person.company ?? null, source })
    .returning({ id: crmContacts.id });
  return created!.id;
}

/**
 * A lead about a product reaches the CRM of every active seller who lists it (active listing): a
 * lead on the seller's listing, for the person as a contact, with the partner id kept. Answers how
 * many sellers it reached. Runs in the transaction that stores the quote or inquiry.
 */
export async function routeLeadToSellers(tx: Transaction, lead: IncomingLead): Promise<number> {
  if (lead.productId === null) return 0;
  const offers = await tx
    .select({ sellerId: listings.sellerId, listingId: listings.id, productName: products.name })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(listings.productId, lead.productId), eq(listings.isActive, true), eq(sellers.isActive, true)));
  for (const offer of offers) {
    const contactId = await contactFor(tx, offer.sellerId, lead.person, lead.source);
    await tx.insert(crmLeads).values({
      sellerId: offer.sellerId,
      title: [`${lead.kind}: ${offer.productName}`, lead.detail].filter(Boolean).join(', '),
      description: lead.description,
      contactId,
      listingId: offer.listingId,
      quantity: lead.quantity !== null && Number.isInteger(lead.quantity) && lead.quantity > 0 ? lead.quantity : null,
      source: lead.source,
      quoteRequestId: lead.quoteRequestId ?? null,
      chatbotInquiryId: lead.chatbotInquiryId ?? null,
      partnerId: lead.partnerId,
    });
  }
  return offers.length;
}
