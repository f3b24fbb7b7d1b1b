import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  ADMIN_LEAD_TEXTS,
  type AdminChatbotInquiry,
  type AdminLeadKind,
  type AdminLeadNote,
  type AdminLeadStatus,
  type AdminQuoteRequest,
} from '@nirmaan/core/pure';
import { productName } from '../cart/cartView.ts';
import type { Database } from '../db/database.ts';
import { admins, chatbotInquiries, leadNotes, listings, products, quoteRequests, sellers } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { Page } from '../shared/search.ts';

export interface LeadListQuery {
  limit: number;
  offset: number;
  /** Only the leads in this status. */
  status?: AdminLeadStatus | undefined;
}

/** One lead by id (the answer of a status change). */
const ONE = (id: number) => ({ limit: 1, offset: 0, id });

/** The catalogue's name of a lead's product when it is still there, else the name kept with the lead. */
function leadProductName(product: { name: string | null; displayName: string | null }, kept: string | null): string | null {
  return product.name === null ? kept : productName({ name: product.name, displayName: product.displayName });
}

function authorName(author: { firstName: string | null; lastName: string | null; email: string | null }): string {
  if (author.email === null) return ADMIN_LEAD_TEXTS.formerAdmin;
  return `${author.firstName ?? ''} ${author.lastName ?? ''}`.trim() || author.email;
}

const noteColumns = {
  id: leadNotes.id,
  text: leadNotes.text,
  adminId: leadNotes.adminId,
  createdAt: leadNotes.createdAt,
  firstName: admins.firstName,
  lastName: admins.lastName,
  email: admins.email,
  inquiryId: leadNotes.chatbotInquiryId,
  quoteId: leadNotes.quoteRequestId,
};

function toNote(row: {
  id: number;
  text: string;
  adminId: number | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): AdminLeadNote {
  return { id: row.id, text: row.text, author_id: row.adminId, author_name: authorName(row), created_at: row.createdAt.toISOString() };
}

/** The notes on these leads of one kind, oldest first, by lead id. */
async function notesOf(db: Database, kind: AdminLeadKind, ids: number[]): Promise<Map<number, AdminLeadNote[]>> {
  const byLead = new Map<number, AdminLeadNote[]>();
  if (ids.length === 0) return byLead;
  const leadColumn = kind === 'inquiry' ? leadNotes.chatbotInquiryId : leadNotes.quoteRequestId;
  const rows = await db
    .select(noteColumns)
    .from(leadNotes)
    .leftJoin(admins, eq(admins.id, leadNotes.adminId))
    .where(inArray(leadColumn, ids))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  for (const row of rows) {
    const leadId = (kind === 'inquiry' ? row.inquiryId : row.quoteId) ?? 0;
    byLead.set(leadId, [...(byLead.get(leadId) ?? []), toNote(row)]);
  }
  return byLead;
}

/** Chatbot inquiries, newest first, with their partner, product, status and notes; only `status` ones when given. */
export async function listChatbotInquiries(db: Database, query: LeadListQuery & { id?: number }): Promise<Page<AdminChatbotInquiry>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(chatbotInquiries.status, query.status));
  if (query.id !== undefined) filters.push(eq(chatbotInquiries.id, query.id));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ inquiry: chatbotInquiries, productName: products.name, productDisplayName: products.displayName })
      .from(chatbotInquiries)
      .leftJoin(products, eq(products.id, chatbotInquiries.productId))
      .where(where)
      .orderBy(desc(chatbotInquiries.createdAt), desc(chatbotInquiries.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(chatbotInquiries).where(where),
  ]);
  const notes = await notesOf(
    db,
    'inquiry',
    rows.map((row) => row.inquiry.id),
  );
  return {
    total: total?.value ?? 0,
    items: rows.map(({ inquiry, ...product }) => ({
      id: inquiry.id,
      buyer_name: inquiry.buyerName,
      phone_number: inquiry.phoneNumber,
      category_name: inquiry.categoryName,
      subcategory_name: inquiry.subcategoryName,
      product_name: leadProductName({ name: product.productName, displayName: product.productDisplayName }, inquiry.productName),
      product_id: inquiry.productId,
      partner_id: inquiry.partnerId,
      inquiry_date: inquiry.inquiryDate.toISOString(),
      created_at: inquiry.createdAt.toISOString(),
      status: inquiry.status,
      notes: notes.get(inquiry.id) ?? [],
    })),
  };
}

/** Quote requests, newest first, with their partner, product, (asked from an offer) the supplier, status and notes. */
export async function listQuoteRequests(db: Database, query: LeadListQuery & { id?: number }): Promise<Page<AdminQuoteRequest>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(quoteRequests.status, query.status));
  if (query.id !== undefined) filters.push(eq(quoteRequests.id, query.id));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ quote: quoteRequests, productName: products.name, productDisplayName: products.displayName, sellerName: sellers.name })
      .from(quoteRequests)
      .leftJoin(products, eq(products.id, quoteRequests.productId))
      .leftJoin(listings, eq(listings.id, quoteRequests.listingId))
      .leftJoin(sellers, eq(sellers.id, listings.sellerId))
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(quoteRequests).where(where),
  ]);
  const notes = await notesOf(
    db,
    'quote',
    rows.map((row) => row.quote.id),
  );
  return {
    total: total?.value ?? 0,
    items: rows.map(({ quote, sellerName, ...product }) => ({
      id: quote.id,
      name: quote.name,
      email: quote.email,
      phone: quote.phone,
      company: quote.company,
      material: quote.material,
      quantity: quote.quantity,
      unit: quote.unit,
      message: quote.message,
      product_id: quote.productId,
      product_name: leadProductName({ name: product.productName, displayName: product.productDisplayName }, null),
      seller_name: sellerName,
      site_pincode: quote.sitePincode,
      partner_id: quote.partnerId,
      created_at: quote.createdAt.toISOString(),
      status: quote.status,
      notes: notes.get(quote.id) ?? [],
    })),
  };
}

const notFoundText = (kind: AdminLeadKind) => (kind === 'inquiry' ? ADMIN_LEAD_TEXTS.inquiryNotFound : ADMIN_LEAD_TEXTS.quoteNotFound);

/** Moves a chatbot inquiry to `status`; answers it as the list shows it (404 for an unknown id). */
export async function setInquiryStatus(db: Database, id: number, status: AdminLeadStatus): Promise<AdminChatbotInquiry> {
  const updated = await db.update(chatbotInquiries).set({ status }).where(eq(chatbotInquiries.id, id)).returning({ id: chatbotInquiries.id });
  const [inquiry] = updated.length ? (await listChatbotInquiries(db, ONE(id))).items : [];
  if (!inquiry) throw notFound(notFoundText('inquiry'));
  return inquiry;
}

/** Moves a quote request to `status`; answers it as the list shows it (404 for an unknown id). */
export async function setQuoteStatus(db: Database, id: number, status: AdminLeadStatus): Promise<AdminQuoteRequest> {
  const updated = await db.update(quoteRequests).set({ status }).where(eq(quoteRequests.id, id)).returning({ id: quoteRequests.id });
  const [quote] = updated.length ? (await listQuoteRequests(db, ONE(id))).items : [];
  if (!quote) throw notFound(notFoundText('quote'));
  return quote;
}

/** Adds the admin's note (already trimmed and checked) to a lead; 404 for an unknown lead. */
export async function addLeadNote(db: Database, kind: AdminLeadKind, leadId: number, adminId: number, text: string): Promise<AdminLeadNote> {
  const table = kind === 'inquiry' ? chatbotInquiries : quoteRequests;
  const [lead] = await db.select({ id: table.id }).from(table).where(eq(table.id, leadId));
  if (!lead) throw notFound(notFoundText(kind));
  const [note] = await db
    .insert(leadNotes)
    .values({ chatbotInquiryId: kind === 'inquiry' ? leadId : null, quoteRequestId: kind === 'quote' ? leadId : null, adminId, text })
    .returning({ id: leadNotes.id });
  if (!note) throw notFound(notFoundText(kind));
  const [row] = await db.select(noteColumns).from(leadNotes).leftJoin(admins, eq(admins.id, leadNotes.adminId)).where(eq(leadNotes.id, note.id));
  if (!row) throw notFound(notFoundText(kind));
  return toNote(row);
}
