import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { categories, crmContacts, crmLeads, listings, products, sellers } from '../db/schema.ts';
import type { LeadSource } from '../db/tables/values.ts';
import { sellerTrades } from '../seller/sellerTrades.ts';

/** Who asked: becomes (or matches) a contact in each seller's CRM. */
export interface LeadPerson {
  name: string;
  phone: string;
  email?: string | null;
  company?: string | null;
}

/** A lead from a widget (a quote request or a chatbot inquiry) about one product, or a kind of material. */
export interface IncomingLead {
  productId: number | null;
  /** One supplier's offer of the product (a quote from the product page): only its seller gets the lead. */
  listingId?: number | null;
  /** Without a product: the material asked for (a quote form choice), routed to sellers of its categories. */
  material?: string;
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
 * The catalogue categories (top level or sub-categories, with their children) whose sellers are
 * asked about each of the quote form's materials. 'Other' reaches nobody: the team handles it.
 */
export const MATERIAL_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  Cement: ['OPC 53 Grade', 'OPC 43 Grade', 'PPC'],
  'TMT Bars': ['TMT Bars'],
  'Bricks and Blocks': ['Bricks', 'Blocks'],
  'Bulk Material (Sand, Aggregate)': ['Sand', 'Aggregates'],
  'RMC (Ready Mix Concrete)': ['Ready Mix Concrete'],
};

interface Offer {
  sellerId: number;
  /** The listing the lead is about; null for a lead about a material. */
  listingId: number | null;
  /** What the title names: the product, or the material. */
  subject: string;
}

/** Active listings of the product by trading sellers (sellerTrades); only the one named, when a listing is. */
function productOffers(tx: Transaction, productId: number, listingId: number | null): Promise<Offer[]> {
  return tx
    .select({ sellerId: listings.sellerId, listingId: listings.id, subject: products.name })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(listings.productId, productId), eq(listings.isActive, true), sellerTrades, listingId !== null ? eq(listings.id, listingId) : undefined));
}

/** The categories (and their sub-categories) whose sellers are asked about the quote form's materials; none for 'Other'. */
export async function materialCategoryIds(tx: Database | Transaction, materials: readonly string[]): Promise<number[]> {
  const names = materials.flatMap((material) => MATERIAL_CATEGORIES[material] ?? []);
  if (names.length === 0) return [];
  const named = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.name, names));
  const namedIds = named.map((category) => category.id);
  if (namedIds.length === 0) return [];
  const children = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.parentId, namedIds));
  return [...namedIds, ...children.map((category) => category.id)];
}

/** One offer per active seller with an active listing in the material's categories (or their sub-categories). */
async function materialOffers(tx: Transaction, material: string): Promise<Offer[]> {
  const categoryIds = await materialCategoryIds(tx, [material]);
  if (categoryIds.length === 0) return [];
  const sellerRows = await tx
    .selectDistinct({ sellerId: listings.sellerId })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(inArray(products.categoryId, categoryIds), eq(listings.isActive, true), sellerTrades));
  return sellerRows.map(({ sellerId }) => ({ sellerId, listingId: null, subject: material }));
}

/**
 * A lead reaches the CRM of every active seller who can answer it: for one listing, its seller; for a
 * product, each seller with an active listing of it (a lead on that listing); without one, each seller with active listings
 * in the material's categories. The person becomes a contact, the partner id is kept. Answers how
 * many sellers it reached. Runs in the transaction that stores the quote or inquiry.
 */
export async function routeLeadToSellers(tx: Transaction, lead: IncomingLead): Promise<number> {
  const offers =
    lead.productId !== null ? await productOffers(tx, lead.productId, lead.listingId ?? null) : lead.material ? await materialOffers(tx, lead.material) : [];
  for (const offer of offers) {
    const contactId = await contactFor(tx, offer.sellerId, lead.person, lead.source);
    await tx.insert(crmLeads).values({
      sellerId: offer.sellerId,
      title: [`${lead.kind}: ${offer.subject}`, lead.detail].filter(Boolean).join(', '),
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
